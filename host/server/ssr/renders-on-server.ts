// Which pages the edge renders on the server; decided on the edge's own thread (render-pool.ts), so a page that
// renders in the browser never waits behind renders.
import { CANDIDATO_COOKIE, LOGIN_COOKIE } from '@portal/shared/state';
import type { ServerRenderRequest } from './server-render';

/** A signed-in visitor's pages depend on their session, which only the browser reads: rendered there. */
function signedIn(cookie: string | undefined): boolean {
  return [LOGIN_COOKIE, CANDIDATO_COOKIE].some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookie ?? ''));
}

/**
 * Public, indexable pages of the remotes. The fair's portal type keeps rendering in the browser (its window
 * depends on the server's date, set by the browser's boot).
 */
export function rendersOnServer({ route, portal, cookie }: Pick<ServerRenderRequest, 'route' | 'portal' | 'cookie'>): boolean {
  return route.owner !== 'host' && route.index && !route.auth && portal.tipoPortal !== 'FERIA' && !signedIn(cookie);
}
