import { ROUTES, type RemotePages } from '@portal/shared/routes';
import { RemoteUnavailablePage } from './RemoteUnavailablePage';

/**
 * A `pages` object whose every entry is the "no disponible" page: what a failed remote's `./pages`
 * turns into, whatever route of that remote is asked for.
 */
export function unavailablePages(): RemotePages {
  return Object.fromEntries(ROUTES.map((route) => [route.name, RemoteUnavailablePage]));
}

/** The module shape of a remote's `./pages`, for the federation runtime's errorLoadRemote hook. */
export function unavailablePagesModule(): { pages: RemotePages } {
  return { pages: unavailablePages() };
}
