import { lazy, useState, type ComponentType } from 'react';

/** A component in its own chunk (componenteDiferido): `precargar()` on an intent signal; `listo()` once it is here. */
export type ComponenteDiferido<P extends object> = ComponentType<P> & { precargar: () => void; listo: () => boolean };

/**
 * A component fetched when it is first rendered, or ahead of it by `precargar()` on an intent signal. Once its
 * chunk is here it renders at once, with no Suspense frame (React's lazy suspends once even then, and content
 * that appears a frame late moves what is below it). Render it inside a Suspense boundary.
 */
export function componenteDiferido<P extends object>(cargar: () => Promise<ComponentType<P>>): ComponenteDiferido<P> {
  let Cargado: ComponentType<P> | null = null;
  let pedido: Promise<ComponentType<P>> | null = null;
  const pedir = () => {
    pedido ??= cargar().then(
      (Componente) => {
        Cargado = Componente;
        return Componente;
      },
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again by the next reader.
        pedido = null;
        throw error;
      },
    );
    return pedido;
  };
  const Perezoso = lazy(async () => ({ default: await pedir() }));
  function Diferido(props: P) {
    // Decided at mount: switching from the lazy wrapper to the component would mount it again and lose its state.
    const [Componente] = useState<ComponentType<P>>(() => Cargado ?? (Perezoso as unknown as ComponentType<P>));
    return <Componente {...props} />;
  }
  return Object.assign(Diferido, { precargar: () => { pedir().catch(() => {}); }, listo: () => Cargado !== null });
}
