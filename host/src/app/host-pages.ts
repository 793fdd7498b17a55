import type { RemotePages } from '@portal/shared/routes';

/**
 * Pages of routes the host owns itself (owner 'host' in the route manifest: /check, /dev, /sin-sesion …),
 * by route name. None of them is in the manifest yet; they are added here as their issues are built.
 */
export const hostPages: RemotePages = {};
