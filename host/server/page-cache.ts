// Which pages a shared cache (the load balancer's, a CDN) may keep. A visitor's page is the same for every
// visitor of its portal (@portal/shared/http says for how long). Never stored: a signed-in visitor's page (a
// cache in front must pass its session cookie by: README, «Caché compartida»), a page the api or a remote could
// not complete, an error.
import type { PortalConfig } from '@portal/shared/contract';
import { PRIVATE_CACHE, SHARED_CACHE } from '@portal/shared/http';
import { signedIn } from './ssr/renders-on-server';

const SHAREABLE_STATUS = new Set([200, 301, 404]);

export interface PageOutcome {
  status: number;
  cookie: string | undefined;
  portal: PortalConfig;
  /** False when the page should have arrived rendered and did not. */
  complete: boolean;
}

/** The page's Cache-Control. */
export function pageCacheControl({ status, cookie, portal, complete }: PageOutcome): string {
  if (signedIn(cookie)) return PRIVATE_CACHE;
  // An empty `dominio` is the defaults, which the edge also uses when the api could not answer for the host.
  const shareable = SHAREABLE_STATUS.has(status) && complete && portal.dominio !== '';
  return shareable ? SHARED_CACHE : 'no-cache';
}
