import { matchPath } from 'react-router-dom';
import { routeByName } from '@portal/shared/routes';

/** The route named `check` loads no portal configuration (SPEC.md section 2). */
export function skipsPortalConfig(pathname: string): boolean {
  return matchPath(routeByName('check').path, pathname) !== null;
}
