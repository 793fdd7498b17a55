import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { routeByName, type RouteLoaderArgs, type RouteLoaders, type RouteName, type RouteParams } from '@portal/shared/routes';
import { loadPage } from '@portal/shared/metadatos';

/** What the edge preloads for the page of route `name` at `url` (its subject and its loader's answers), by useQuery key. */
export function preloadPage(loaders: RouteLoaders, name: RouteName, url: string, params: RouteParams, portal: PortalConfig = DEFAULT_PORTAL_CONFIG) {
  const { searchParams } = new URL(url, 'http://portal.test');
  return loadPage({ route: routeByName(name), params, search: searchParams, portal, canales: [], loader: loaders[name] });
}

/** A loader's arguments as the edge gives them, with nothing known beforehand. */
export function loaderArgs(args: Partial<Omit<RouteLoaderArgs, 'ask'>> = {}): RouteLoaderArgs {
  return { params: {}, search: new URLSearchParams(), portal: DEFAULT_PORTAL_CONFIG, canales: [], ...args, ask: (_key, fetch) => fetch() };
}
