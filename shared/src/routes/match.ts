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

type Candidate = { path: string; route: RouteDef };

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
 * A portal type's routes grouped by their first segment, each group with the routes that match any first
 * segment, in the manifest's order: a path is ranked among the few routes that could match it, not all of
 * them (the edge matches every page request up to three times).
 */
interface RouteIndex {
  all: Candidate[];
  bySegment: Map<string, Candidate[]>;
  anySegment: Candidate[];
}

const indexes = new WeakMap<readonly RouteDef[], Map<TipoPortal, RouteIndex>>();

function indexOf(routes: readonly RouteDef[], tipoPortal: TipoPortal): RouteIndex {
  const byType = indexes.get(routes) ?? new Map<TipoPortal, RouteIndex>();
  indexes.set(routes, byType);
  const known = byType.get(tipoPortal);
  if (known) return known;
  const all = routes.filter((route) => routeExistsOn(route, tipoPortal)).map((route) => ({ path: route.path, route }));
  const segments = new Set(all.map(({ path }) => staticFirstSegment(path)).filter((segment) => segment !== null));
  const bySegment = new Map(
    [...segments].map((segment) => [segment, all.filter(({ path }) => [segment, null].includes(staticFirstSegment(path)))]),
  );
  const index = { all, bySegment, anySegment: all.filter(({ path }) => staticFirstSegment(path) === null) };
  byType.set(tipoPortal, index);
  return index;
}

/**
 * The manifest route a path shows on a portal type, ranked as the browser router ranks them; null when the
 * path is the 404 page (no route, a route of another portal type, or a param that fails its check).
 */
export function matchRoute(pathname: string, tipoPortal: TipoPortal, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const index = indexOf(routes, tipoPortal);
  const segment = firstSegment(pathname);
  const candidates = segment === null ? index.all : (index.bySegment.get(segment) ?? index.anySegment);
  const match = matchRoutes(candidates, pathname)?.at(-1);
  if (!match || !paramsAreValid(match.route.route, match.params)) return null;
  return { route: match.route.route, params: match.params };
}
