import type { TipoPortal } from '@portal/shared/contract';
import { matchRoute, routeExistsOn, ROUTES, type RouteDef } from '@portal/shared/routes';

export interface MenuLink {
  label: string;
  to: string;
}

/**
 * The links of `wanted` (a label by SPEC.md path, or a page of a route with params such as
 * `/page/centro-de-ayuda`) whose page exists on this portal type: pages join the route manifest issue by
 * issue, and a menu never links to a 404.
 */
export function existingLinks(
  wanted: readonly (readonly [path: string, label: string])[],
  tipoPortal: TipoPortal,
  routes: readonly RouteDef[] = ROUTES,
): MenuLink[] {
  return wanted.flatMap(([path, label]) => {
    // A SPEC path is its own route's (`/` is the search home's, not the fair's); any other, a page of a route with params.
    const route = routes.find((candidate) => candidate.path === path);
    const exists = route ? routeExistsOn(route, tipoPortal) : matchRoute(path, tipoPortal, routes)?.route.path.includes(':') === true;
    return exists ? [{ label, to: path }] : [];
  });
}
