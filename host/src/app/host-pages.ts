import type { RemotePages } from '@portal/shared/routes';
import { CheckPage } from '../features/check/CheckPage';
import { PruebaError5Page, PruebaError6Page } from '../features/error-tests/PruebaErrorPages';
import { AuthPage } from '../features/session/AuthPage';
import { SinSesionPage } from '../features/session/SinSesionPage';
import { DevRoute } from './DevRoute';

/**
 * Pages of routes the host owns itself (owner 'host' in the route manifest), by route name. Small pages in a
 * chunk of the host's own build: /check must answer even when every remote is down.
 */
export const hostPages: RemotePages = {
  auth: AuthPage,
  sinSesion: SinSesionPage,
  check: CheckPage,
  dev: DevRoute,
  pruebaError5: PruebaError5Page,
  pruebaError6: PruebaError6Page,
};
