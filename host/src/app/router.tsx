import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { CODIGOS_REGISTRO, type TipoPortal } from '@portal/shared/contract';
import { paramsAreValid, routeExistsOn, ROUTES, type Owner, type RemotePages, type RouteDef } from '@portal/shared/routes';
import { PageLoading } from '../components/PageLoading';
import { NotFoundRoute } from './NotFoundRoute';
import { loadRemotePages } from '../features/remotes/load-remote-pages';
import { RemoteUnavailablePage } from '../features/remotes/RemoteUnavailablePage';
import { usePageMetadata } from '../lib/page-metadata/usePageMetadata';
import { layouts } from './layouts';
import { RootScreen } from './RootScreen';
import { RouteAccess } from './RouteAccess';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The host's own pages (/check, sign-in links …) come from a chunk of the host: never needed by a remote's route. */
function pagesOf(owner: Owner): Promise<RemotePages> {
  return owner === 'host' ? import('./host-pages').then((module) => module.hostPages) : loadRemotePages(owner);
}

function MissingPage() {
  return <RemoteUnavailablePage code={CODIGOS_REGISTRO.REMOTE_PAGE_MISSING} />;
}

/** The route's page, fetched from its owner the first time the route is shown. */
function lazyPage(route: RouteDef): ComponentType {
  return lazy(async () => {
    const Page = (await pagesOf(route.owner))[route.name];
    if (Page) return { default: Page };
    console.error(`[${CODIGOS_REGISTRO.REMOTE_PAGE_MISSING}] ${route.owner} has no page "${route.name}"`);
    return { default: MissingPage };
  });
}

function RouteContent({ route, Page }: { route: RouteDef; Page: ComponentType }) {
  usePageMetadata(route);
  // Called, not rendered as a component: results → offer keeps the frame mounted (layouts/types.ts).
  return layouts[route.layout](
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>,
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

/**
 * The one route table, from the shared route manifest: routes of other portal types are left out (so they
 * are 404), unknown paths are 404, and an error anywhere below shows the error page (RouteErrorBoundary: the
 * router runs in declarative mode, whose code is about half the data mode's and has no errorElement).
 */
export function buildRoutes(tipoPortal: TipoPortal, routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  const children: RouteObject[] = routes
    .filter((route) => routeExistsOn(route, tipoPortal))
    .map((route) => ({ path: route.path, element: <RoutePage route={route} Page={lazyPage(route)} /> }));
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

/** The route table rendered where the router is (the browser's history, the edge's static router, a test's memory). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
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

export function createAppRouter(tipoPortal: TipoPortal): AppRouter {
  const history = historyWithListeners();
  const element = (
    <HistoryRouter history={history}>
      <AppRoutes routes={buildRoutes(tipoPortal)} />
    </HistoryRouter>
  );
  return { history, element };
}
