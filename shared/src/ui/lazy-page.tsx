import { createContext, lazy, Suspense, use, useState, type ComponentType } from 'react';
import { Skeleton } from './Skeleton';

/** A page in its own chunk; `precargar()` starts loading the chunk before its route is opened (a likely tap). */
export type LazyPage = ComponentType & { precargar: () => void };

/**
 * True where the host renders a page opened by a navigation, which its router runs in a transition, inside the
 * route's Suspense boundary: a lazy page may then suspend up to that boundary.
 */
export const PaginaPorNavegacion = createContext(false);

/**
 * A page loaded in its own chunk. The first page of a visit shows a skeleton inside the host's layout while
 * its chunk arrives; a page opened by a navigation keeps the previous page on screen until then instead: a
 * skeleton frame would make React hold the page back another 300 ms after its chunk arrived (its throttle on
 * revealing suspended content), issue 27.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let cargada: ComponentType | null = null;
  let pedido: Promise<ComponentType> | null = null;
  const cargar = () => {
    pedido ??= load().then(
      (Page) => {
        cargada = Page;
        // How React's `use` reads a settled promise at once, without suspending again.
        Object.assign(pedido ?? {}, { status: 'fulfilled', value: Page });
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
    const [porNavegacion] = useState(use(PaginaPorNavegacion));
    // A navigation suspends up to the route's boundary (held by the transition) until the chunk is here.
    const Lista = porNavegacion ? use(cargar()) : Cargada;
    return <Suspense fallback={<Skeleton lines={6} />}>{Lista ? <Lista /> : <Page />}</Suspense>;
  }
  return Object.assign(LazyPage, { precargar: () => { cargar().catch(() => {}); } });
}

/** React's lazy() for a module's named export: `lazyNamed(() => import('./Menu').then((m) => m.Menu))`. */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
