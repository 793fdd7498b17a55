// Which pages the edge renders on the server; decided on the edge's own thread (render-pool.ts), so a page that
// renders in the browser never waits behind renders.
import { CANDIDATO_COOKIE, estadoFeria, LOGIN_COOKIE } from '@portal/shared/state';
import type { PortalConfig } from '@portal/shared/contract';
import type { RouteDef } from '@portal/shared/routes';
import { fairWindowRedirect } from '../../src/features/fair-window/fair-window-rule';

/** A page the edge is asked for: server-render.ts renders it when rendersOnServer says so. */
export interface ServerRenderRequest {
  /** Path and query string. */
  url: string;
  route: RouteDef;
  portal: PortalConfig;
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** Answers the edge already has for the page (its subject), by useQuery key: its loader does not ask again. */
  respuestas?: Readonly<Record<string, unknown>>;
}

/** A signed-in visitor's pages depend on their session, which only the browser reads: rendered there. */
export function signedIn(cookie: string | undefined): boolean {
  return [LOGIN_COOKIE, CANDIDATO_COOKIE].some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookie ?? ''));
}

/**
 * On a FERIA portal, a page the fair window shows to anyone by the server's date: the window open, or a page it
 * exempts (`/`, `/page/…`). A closed fair's other pages depend on the browser's temporary access (its cookie,
 * `?showFV3=true`): the browser renders them, and redirects as before.
 */
function fairWindowShows({ url, portal }: Pick<ServerRenderRequest, 'url' | 'portal'>, ahora: Date): boolean {
  const configuracion = portal.configuracionFeria;
  if (portal.tipoPortal !== 'FERIA' || !configuracion) return true;
  const { pathname } = new URL(url, 'http://edge');
  const abierta = estadoFeria(configuracion, ahora) === 'ABIERTA';
  return fairWindowRedirect(pathname, { abierta, accesoTemporal: false, preRegistroHabilitado: configuracion.preRegistroHabilitado }) === null;
}

/** Public, indexable pages of the remotes, for a visitor, that the fair window (if any) lets anyone see. */
export function rendersOnServer(request: Pick<ServerRenderRequest, 'url' | 'route' | 'portal' | 'cookie'>, ahora = new Date()): boolean {
  const { route, cookie } = request;
  return route.owner !== 'host' && route.index && !route.auth && !signedIn(cookie) && fairWindowShows(request, ahora);
}
