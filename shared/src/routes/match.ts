import { matchRoutes } from 'react-router-dom';
import type { TipoPortal } from '@portal/shared/contract';
import { ROUTES } from './manifest';
import type { RouteDef } from './types';

/** A route exists on the portal types it lists (every type when it lists none). */
export function routeExistsOn(route: RouteDef, tipoPortal: TipoPortal): boolean {
  return !route.portales || route.portales.includes(tipoPortal);
}

/** Every param with a check passes it (`/trabajo/abc` has no offer id: 404). */
export function paramsAreValid(route: RouteDef, params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(route.params ?? {}).every(([name, check]) => check(params[name] ?? ''));
}

export interface RouteMatch {
  route: RouteDef;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The manifest route a path shows on a portal type, ranked as the browser router ranks them; null when the
 * path is the 404 page (no route, a route of another portal type, or a param that fails its check).
 */
export function matchRoute(pathname: string, tipoPortal: TipoPortal, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const candidates = routes.filter((route) => routeExistsOn(route, tipoPortal)).map((route) => ({ path: route.path, route }));
  const match = matchRoutes(candidates, pathname)?.at(-1);
  if (!match || !paramsAreValid(match.route.route, match.params)) return null;
  return { route: match.route.route, params: match.params };
}
