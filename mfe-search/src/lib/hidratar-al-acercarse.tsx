import { PaginaPorNavegacion } from '@portal/shared/ui';
import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { observarCercania } from './cercania';
import type { ComponenteDiferido } from './componente-diferido';

/** Suspends until `hasta` settles: a part of the server's HTML then stays as it is, not hydrated yet. */
function Esperar({ hasta, children }: { hasta: Promise<void> | null; children: ReactNode }) {
  if (hasta) use(hasta);
  return children;
}

/**
 * A part below the first view (`Seccion`, a componenteDiferido without props). On a page that arrived rendered
 * its HTML stays as the edge sent it (its links work as plain links) and its code waits until the reader
 * scrolls near it (observarCercania); then it is fetched and the part hydrated. On the server, after a
 * navigation or without IntersectionObserver it renders at once. Without props and memoised: a part still
 * waiting that got new props would be rendered again in the browser, its HTML dropped meanwhile.
 */
export function hidratarAlAcercarse(Seccion: ComponenteDiferido<object>) {
  const seccion = <Seccion />;
  return memo(function AlAcercarse() {
    const porNavegacion = use(PaginaPorNavegacion);
    const ref = useRef<HTMLDivElement>(null);
    const [espera] = useState(() => {
      // Nothing to wait for on the server, after a navigation, once here, or where nothing tells nearness.
      if (porNavegacion || typeof IntersectionObserver === 'undefined' || Seccion.listo()) return null;
      let avisar = () => {};
      const promesa = new Promise<void>((resolve) => { avisar = resolve; });
      return { promesa, avisar };
    });
    useEffect(() => {
      const elemento = ref.current;
      if (!espera || !elemento) return;
      return observarCercania(elemento, () => { void Seccion.precargar().then(espera.avisar); });
    }, [espera]);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Esperar hasta={espera?.promesa ?? null}>{seccion}</Esperar>
        </Suspense>
      </div>
    );
  });
}
