import { generatePath } from 'react-router-dom';
import type { TipoPortal } from '@portal/shared/contract';
import { routeExistsOn, ROUTES, type RouteDef } from '@portal/shared/routes';

export interface MenuLink {
  label: string;
  to: string;
}

/**
 * The links of `wanted` (a label by SPEC.md path) whose page exists on this portal type: pages join the route
 * manifest issue by issue, and a menu never links to a 404.
 */
export function existingLinks(
  wanted: readonly (readonly [path: string, label: string])[],
  tipoPortal: TipoPortal,
  routes: readonly RouteDef[] = ROUTES,
): MenuLink[] {
  return wanted.flatMap(([path, label]) => {
    const route = routes.find((candidate) => candidate.path === path);
    return route && routeExistsOn(route, tipoPortal) ? [{ label, to: generatePath(route.path) }] : [];
  });
}
