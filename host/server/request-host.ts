// The host name a request names, checked twice: its syntax before anything reads it, and against the portal
// configuration before it goes into a URL the edge writes (canonical, og:url, JSON-LD, robots.txt, sitemap).
import type { FastifyRequest } from 'fastify';
import type { PortalConfig } from '@portal/shared/contract';

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');

/** Whether `host` (a Host header value) can be part of a URL; anything else, none included, is answered 400. */
export function isValidHost(host: string | undefined): boolean {
  const match = HOST.exec(host ?? '');
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/**
 * `http://saae.localhost:8080`, the origin the visitor asked for, when its host name is the one the portal's
 * configuration declares; null for any other name (the api answers the default portal for a host it does not
 * know, so a made-up or forged Host would otherwise end up in the page's canonical and card URLs). The port is
 * kept as sent: with a known name it can only point at the portal's own machine.
 */
export function portalOrigin(request: FastifyRequest, portal: Pick<PortalConfig, 'dominio'>): string | null {
  const known = portal.dominio !== '' && portal.dominio.toLowerCase() === request.hostname.toLowerCase();
  return known ? `${request.protocol}://${request.host}` : null;
}
