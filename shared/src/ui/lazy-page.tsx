import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Skeleton } from './Skeleton';

/** A page in its own chunk; `precargar()` starts loading the chunk before its route is opened (a likely tap). */
export type LazyPage = ComponentType & { precargar: () => void };

/** A page loaded in its own chunk, showing a skeleton inside the host's layout while the chunk arrives. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let cargada: ComponentType | null = null;
  let pedido: Promise<ComponentType> | null = null;
  const cargar = () => {
    pedido ??= load().then(
      (Page) => {
        cargada = Page;
        return Page;
      },
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again by the next reader.
        pedido = null;
        throw error;
      },
    );
    return pedido;
  };
  const Page = lazy(async () => ({ default: await cargar() }));
  function LazyPage() {
    // A chunk already here renders at once, with no skeleton frame; decided at mount. Always inside the same
    // Suspense boundary: the edge, whose chunk is loaded after its first page, and the browser hydrating that
    // page before its chunk arrives must build the same tree, or React renders the page again (PORTAL-SSR-001).
    const [Cargada] = useState(() => cargada);
    return <Suspense fallback={<Skeleton lines={6} />}>{Cargada ? <Cargada /> : <Page />}</Suspense>;
  }
  return Object.assign(LazyPage, { precargar: () => { cargar().catch(() => {}); } });
}

/** React's lazy() for a module's named export: `lazyNamed(() => import('./Menu').then((m) => m.Menu))`. */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
