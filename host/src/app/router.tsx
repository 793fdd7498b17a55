import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useParams,
  useRoutes,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router-dom';
import { CODIGOS_REGISTRO, type TipoPortal } from '@portal/shared/contract';
import { matchRoute, paramsAreValid, routeExistsOn, routesByFirstSegment, ROUTES, type Owner, type RemotePages, type RouteDef } from '@portal/shared/routes';
import { PaginaPorNavegacion, type LazyPage } from '@portal/shared/ui';
import { PageLoading } from '../components/PageLoading';
import { NotFoundRoute } from './NotFoundRoute';
import { loadRemotePages } from '../features/remotes/load-remote-pages';
import { PaginaNoDisponible, sonNoDisponibles } from '../features/remotes/unavailable-pages';
import { usePageMetadata } from '../lib/page-metadata/usePageMetadata';
import { layouts } from './layouts';
import { RootScreen } from './RootScreen';
import { RouteAccess } from './RouteAccess';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Each owner's pages once they arrived, for one route table (the browser's one, or one edge render: the edge
 * asks the federation runtime each time, which serves a redeployed remote).
 */
type LoadedPages = Map<Owner, RemotePages>;

/** The host's own pages (/check, sign-in links …) come from a chunk of the host: never needed by a remote's route. */
async function pagesOf(owner: Owner, loadedPages: LoadedPages): Promise<RemotePages> {
  const pages = owner === 'host' ? (await import('./host-pages')).hostPages : await loadRemotePages(owner);
  if (!sonNoDisponibles(pages)) loadedPages.set(owner, pages);
  return pages;
}

function MissingPage() {
  return <PaginaNoDisponible code={CODIGOS_REGISTRO.REMOTE_PAGE_MISSING} />;
}

function pageNamed(route: RouteDef, pages: RemotePages): ComponentType {
  const Page = pages[route.name];
  if (Page) return Page;
  console.error(`[${CODIGOS_REGISTRO.REMOTE_PAGE_MISSING}] ${route.owner} has no page "${route.name}"`);
  return MissingPage;
}

/**
 * The route's page, fetched from its owner the first time one of the owner's routes is shown. Once the owner's
 * pages are here it renders without suspending: a suspended navigation renders the whole tree again when it
 * resumes, which a slow phone feels (results → offer).
 */
function lazyPage(route: RouteDef, loadedPages: LoadedPages): ComponentType {
  const Lazy = lazy(async () => ({ default: pageNamed(route, await pagesOf(route.owner, loadedPages)) }));
  return function RoutePageContent() {
    // Decided at mount: a page that first rendered through `Lazy` stays that same element (no remount).
    const [Page] = useState(() => {
      const pages = loadedPages.get(route.owner);
      return pages ? pageNamed(route, pages) : Lazy;
    });
    return <Page />;
  };
}

/** The route's head: its own component, so its chunk and its subject arriving render it alone, not the page. */
function MetadatosDeRuta({ route }: { route: RouteDef }) {
  usePageMetadata(route);
  return null;
}

function RouteContent({ route, Page }: { route: RouteDef; Page: ComponentType }) {
  // The first page of a visit is the history's "default" entry; any other was opened by a navigation.
  const porNavegacion = useLocation().key !== 'default';
  // Called, not rendered as a component: results → offer keeps the frame mounted (layouts/types.ts).
  return (
    <>
      <MetadatosDeRuta route={route} />
      {layouts[route.layout](
        <Suspense fallback={<PageLoading />}>
          <PaginaPorNavegacion value={porNavegacion}>
            <Page />
          </PaginaPorNavegacion>
        </Suspense>,
      )}
    </>
  );
}

function RoutePage({ route, Page }: { route: RouteDef; Page: ComponentType }) {
  const params = useParams();
  if (!paramsAreValid(route, params)) return <NotFoundRoute />;
  return (
    <RouteAccess route={route}>
      <RouteContent route={route} Page={Page} />
    </RouteAccess>
  );
}

/** buildRoutes' table: one layout route over every page. */
type RouteTable = [NonIndexRouteObject & { children: RouteObject[] }];

/**
 * The one route table, from the shared route manifest: routes of other portal types are left out (so they
 * are 404), unknown paths are 404, and an error anywhere below shows the error page (RouteErrorBoundary: the
 * router runs in declarative mode, whose code is about half the data mode's and has no errorElement).
 * `loadedPages`: the owners' pages once here, which the browser's router also reads to prefetch (precargarAlNavegar).
 */
export function buildRoutes(tipoPortal: TipoPortal, routes: readonly RouteDef[] = ROUTES, loadedPages: LoadedPages = new Map()): RouteTable {
  const children: RouteObject[] = routes
    .filter((route) => routeExistsOn(route, tipoPortal))
    .map((route) => ({ path: route.path, element: <RoutePage route={route} Page={lazyPage(route, loadedPages)} /> }));
  children.push({ path: '*', element: <NotFoundRoute /> });
  return [
    {
      element: (
        <RouteErrorBoundary>
          <RootScreen />
        </RouteErrorBoundary>
      ),
      children,
    },
  ];
}

/**
 * The route table rendered where the router is (the browser's history, the edge's static router, a test's memory).
 * The router ranks every route it is given at each render: it gets the layout with only the pages that could
 * match the path's first segment (routesByFirstSegment), the first page's hydration included.
 */
export function AppRoutes({ routes: [layout] }: { routes: RouteTable }) {
  const pagesFor = useMemo(() => routesByFirstSegment(layout.children), [layout]);
  return useRoutes([{ ...layout, children: [...pagesFor(useLocation().pathname)] }]);
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryListener = Parameters<BrowserHistory['listen']>[0];

/** The browser's history, which takes one listener, heard by the router and by whoever else must know of each move. */
function historyWithListeners(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const listeners = new Set<HistoryListener>();
  history.listen((update) => {
    for (const listener of [...listeners]) listener(update);
  });
  const listen = (listener: HistoryListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return Object.create(history, { listen: { value: listen } }) as BrowserHistory;
}

export interface AppRouter {
  /** The browser's history, for what must hear of a navigation before the next page renders. */
  history: Pick<BrowserHistory, 'location' | 'listen'>;
  element: ReactElement;
}

/**
 * Each move asks for its page's code at once, in the task after the click (not inside it, where the scripts would
 * be added before the click's answer is painted): the route's lazy page asks only when the router's transition
 * render reaches it, on a 4× slower phone a few hundred milliseconds later (results → offer, issue 27). Only for
 * an owner whose pages are here: the route's own lazy component loads another owner's.
 */
function precargarAlNavegar(history: BrowserHistory, tipoPortal: TipoPortal, loadedPages: LoadedPages): void {
  history.listen(({ location }) => {
    const route = matchRoute(location.pathname, tipoPortal)?.route;
    const Page = route && loadedPages.get(route.owner)?.[route.name];
    if (Page && 'precargar' in Page) setTimeout((Page as LazyPage).precargar, 0);
  });
}

export function createAppRouter(tipoPortal: TipoPortal): AppRouter {
  const history = historyWithListeners();
  const loadedPages: LoadedPages = new Map();
  precargarAlNavegar(history, tipoPortal, loadedPages);
  const element = (
    <HistoryRouter history={history}>
      <AppRoutes routes={buildRoutes(tipoPortal, ROUTES, loadedPages)} />
    </HistoryRouter>
  );
  return { history, element };
}
