import type { RemotePages } from '@portal/shared/routes';
import { AuthPage } from '../features/session/AuthPage';
import { SinSesionPage } from '../features/session/SinSesionPage';

/** Pages of routes the host owns itself (owner 'host' in the route manifest), by route name. */
export const hostPages: RemotePages = {
  auth: AuthPage,
  sinSesion: SinSesionPage,
};
