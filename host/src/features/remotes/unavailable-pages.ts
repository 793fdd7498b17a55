import { createElement } from 'react';
import { ROUTES, type RemotePages } from '@portal/shared/routes';
import { lazyDeError } from '../../lib/lazy-de-error';
import type { RemoteUnavailablePageProps } from './RemoteUnavailablePage';

const RemoteUnavailablePage = lazyDeError(() => import('./RemoteUnavailablePage').then((m) => m.RemoteUnavailablePage));

/**
 * The "no disponible" page: only a failed remote shows it, so its code stays out of the first view's chunks. A
 * function, not the lazy component itself: a route's page is already loaded through React.lazy, which cannot
 * resolve to another lazy component.
 */
export function PaginaNoDisponible(props: RemoteUnavailablePageProps) {
  return createElement(RemoteUnavailablePage, props);
}

/**
 * A `pages` object whose every entry is the "no disponible" page: what a failed remote's `./pages`
 * turns into, whatever route of that remote is asked for.
 */
export function unavailablePages(): RemotePages {
  return Object.fromEntries(ROUTES.map((route) => [route.name, PaginaNoDisponible]));
}

/** Whether `pages` are a failed remote's (unavailablePages): those are asked for again by the next route. */
export const sonNoDisponibles = (pages: RemotePages) => Object.values(pages).includes(PaginaNoDisponible);

/** The module shape of a remote's `./pages`, for the federation runtime's errorLoadRemote hook. */
export function unavailablePagesModule(): { pages: RemotePages } {
  return { pages: unavailablePages() };
}
