import { matchPath } from 'react-router-dom';
import { routeByName, ROUTES, type RouteDef } from '@portal/shared/routes';

/**
 * Path of a named route of the manifest, or `fallback` while that route is not listed yet (its page is
 * built by a later issue, but the host already has to send people there).
 */
export function manifestPath(name: string, fallback: string): string {
  return (ROUTES as readonly RouteDef[]).find((route) => route.name === name)?.path ?? fallback;
}

/** The route named `check` loads no portal configuration (SPEC.md section 2). */
export function skipsPortalConfig(pathname: string): boolean {
  return matchPath(routeByName('check').path, pathname) !== null;
}
