import type { RemotePages } from '@portal/shared/routes';
import { RenderErrorTestPage } from '../features/error-test/RenderErrorTestPage';

/**
 * Pages of routes the host owns itself (owner 'host' in the route manifest: /check, /dev, /sin-sesion …),
 * by route name; the others are added here as their issues are built.
 */
export const hostPages: RemotePages = {
  pruebaError5: RenderErrorTestPage,
};
