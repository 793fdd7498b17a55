// What the edge asks the api for, through the shared client the browser apps use (configureEdgeApi sets it up as a
// visitor's): the portal of a host name (cached a short while), a page's subject (the route's declaration,
// @portal/shared/metadatos subjects.ts) and what a portal's sitemap lists.
import { configureApi, getContenidoSitemap, getOfertasVivas, getPortalConfig } from '@portal/shared/api';
import { DEFAULT_PORTAL_CONFIG, type ContenidoSitemap, type OfertasSitemap, type PortalConfig } from '@portal/shared/contract';
import type { SubjectQuery } from '@portal/shared/routes';
import { failedSubject, type SubjectAnswer } from '@portal/shared/metadatos';

export interface PortalData {
  /**
   * The portal at a host name; the defaults of SPEC.md (with an empty `dominio`) when the api has none, or cannot
   * be reached and has never answered for it.
   */
  portal(dominio: string): Promise<PortalConfig>;
  /** A page's subject: its answer, 'notFound' when the api says there is none, 'unknown' when it could not say. */
  subject(query: SubjectQuery): Promise<SubjectAnswer>;
  /** Live offers for the sitemap; throws when the api could not say. */
  ofertasVivas(idDominio: number): Promise<OfertasSitemap['ofertas']>;
  /** News, CMS pages, events and salary summaries for the sitemap; throws when the api could not say. */
  contenidoSitemap(idDominio: number): Promise<ContenidoSitemap>;
}

/**
 * The shared client as the edge uses it: the api at its internal URL, as a visitor (no session), no retries and a
 * short timeout, as a slow api must not hold a page back for long.
 */
export function configureEdgeApi(apiUrl: string, timeoutMs = 3_000): void {
  configureApi({
    baseUrl: new URL('/api/', apiUrl).href,
    searchServiceUrl: new URL('/api/search-service/', apiUrl).href,
    getJwt: () => null,
    onUnauthorized: () => {},
    retryLimit: 0,
    timeoutMs,
  });
}

export interface PortalDataOptions {
  /** How long a portal configuration is reused. */
  portalTtlMs?: number;
  now?: () => number;
}

export function createPortalData({ portalTtlMs = 60_000, now = Date.now }: PortalDataOptions = {}): PortalData {
  const portales = new Map<string, { config: PortalConfig; expires: number }>();

  return {
    async portal(dominio) {
      const key = dominio.toLowerCase();
      const cached = portales.get(key);
      if (cached && cached.expires > now()) return cached.config;
      try {
        // An unknown host is cached like a known one, so host names made up by a client stay cheap.
        const config = (await getPortalConfig(key)) ?? DEFAULT_PORTAL_CONFIG;
        if (config === DEFAULT_PORTAL_CONFIG && portales.size > 1_000) portales.clear();
        portales.set(key, { config, expires: now() + portalTtlMs });
        return config;
      } catch {
        // The api could not say (down, slow): the last answer for this host, however old, keeps the page its
        // portal and canonical link; the defaults only when there is none.
        return cached?.config ?? DEFAULT_PORTAL_CONFIG;
      }
    },
    subject: (query) => query.fetch().then((answer) => ({ answer }), failedSubject),
    ofertasVivas: getOfertasVivas,
    contenidoSitemap: getContenidoSitemap,
  };
}
