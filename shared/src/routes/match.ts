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

/** A path's first segment as the router compares it (decoded, any case); null when it cannot be decoded. */
function firstSegment(pathname: string): string | null {
  const first = pathname.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return null;
  }
}

/** A route's static first segment, or null when that segment may be anything (a param, optional or a splat). */
function staticFirstSegment(path: string): string | null {
  const first = path.split('/').find(Boolean) ?? '';
  return /^:|\*|\?$/.test(first) ? null : first.toLowerCase();
}

/**
 * Routes (anything with a path) grouped by their first segment: for a pathname, in the given order, those whose
 * static first segment is the path's and those whose first segment may be anything. The router ranks a path
 * among these few as it would among all of them (match.test.ts), and ranking all 76 on every match and every
 * render of the route table took about 10 ms each on a phone. Each route's segment is read once.
 */
export function routesByFirstSegment<T extends { path?: string }>(routes: readonly T[]): (pathname: string) => readonly T[] {
  const segments = routes.map((route) => staticFirstSegment(route.path ?? ''));
  const anySegment = routes.filter((_route, i) => segments[i] === null);
  const bySegment = new Map<string, T[]>();
  for (const segment of segments) {
    if (segment === null || bySegment.has(segment)) continue;
    bySegment.set(segment, routes.filter((_route, i) => segments[i] === segment || segments[i] === null));
  }
  return (pathname) => {
    const segment = firstSegment(pathname);
    return segment === null ? routes : (bySegment.get(segment) ?? anySegment);
  };
}

type Candidates = (pathname: string) => readonly { path: string; route: RouteDef }[];

/** Per route table and portal type: the edge matches every page request up to three times. */
const indexes = new WeakMap<readonly RouteDef[], Map<TipoPortal, Candidates>>();

function candidatesOf(routes: readonly RouteDef[], tipoPortal: TipoPortal): Candidates {
  const byType = indexes.get(routes) ?? new Map<TipoPortal, Candidates>();
  indexes.set(routes, byType);
  const known = byType.get(tipoPortal);
  if (known) return known;
  const candidates = routesByFirstSegment(routes.filter((route) => routeExistsOn(route, tipoPortal)).map((route) => ({ path: route.path, route })));
  byType.set(tipoPortal, candidates);
  return candidates;
}

/**
 * The manifest route a path shows on a portal type, ranked as the browser router ranks them; null when the
 * path is the 404 page (no route, a route of another portal type, or a param that fails its check).
 */
export function matchRoute(pathname: string, tipoPortal: TipoPortal, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const match = matchRoutes([...candidatesOf(routes, tipoPortal)(pathname)], pathname)?.at(-1);
  if (!match || !paramsAreValid(match.route.route, match.params)) return null;
  return { route: match.route.route, params: match.params };
}
