// What the servers (the api and the edge) share, never the browser's code: their limits, their worker threads'
// place behind the main thread (segundo-plano.ts), and caching rules: public answers a
// shared cache (the load balancer's, a CDN) may keep, and their validators. A change reaches every visitor within
// S_MAXAGE + STALE seconds (README, «Caché compartida»).
import { hash } from 'node:crypto';

/** Seconds a shared cache serves an answer without asking again, and then while it asks in the background. */
export const S_MAXAGE = 60;
export const STALE = 60;
// Browsers revalidate every time (max-age=0): only shared caches keep the answer.
export const SHARED_CACHE = `public, max-age=0, s-maxage=${S_MAXAGE}, stale-while-revalidate=${STALE}`;
/** One visitor's answer: never stored by a shared cache, revalidated by the browser. */
export const PRIVATE_CACHE = 'private, no-cache';

/** A weak validator of a body: equal bytes, equal ETag, on every replica. A Buffer hashes without converting a string first. */
export const weakEtag = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

/** Whether If-None-Match names this ETag (weak comparison, a list or "*"). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export { msDesdeEnv, opcionesDeLimites, type LimitesServidor } from './limites-servidor';
export { NICE_SEGUNDO_PLANO, pasarASegundoPlano } from './segundo-plano';
