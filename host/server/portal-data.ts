// What the edge asks the api for: the portal of a host name and its search filter options (both cached a short
// while), an offer, a CMS page, a news article, an event, a salary summary, and what a portal's sitemap lists. The answers are
// parsed with the same contract schemas the browser apps use.
import * as v from 'valibot';
import {
  ContenidoSitemapSchema,
  DEFAULT_PORTAL_CONFIG,
  EventoSchema,
  FiltrosBusquedaSchema,
  NoticiaSchema,
  OfertaSchema,
  OfertasSitemapSchema,
  PaginaSchema,
  PortalConfigSchema,
  ResumenSueldoSchema,
  type ContenidoSitemap,
  type Evento,
  type FiltrosBusqueda,
  type Noticia,
  type Oferta,
  type OfertasSitemap,
  type Pagina,
  type PortalConfig,
  type ResumenSueldo,
} from '@portal/shared/contract';

export interface PortalData {
  /**
   * The portal at a host name; the defaults of SPEC.md (with an empty `dominio`) when the api has none, or cannot
   * be reached and has never answered for it.
   */
  portal(dominio: string): Promise<PortalConfig>;
  /** The offer; null when it does not exist; undefined when the api could not say. */
  oferta(idOferta: number): Promise<Oferta | null | undefined>;
  /** The portal's search filter options, which name its landings; undefined when the api could not say. */
  filtros(idDominio: number): Promise<FiltrosBusqueda | undefined>;
  /** A portal's CMS page; null when it has none; undefined when the api could not say. */
  pagina(slug: string, idDominio: number): Promise<Pagina | null | undefined>;
  /** A news article; null when it does not exist; undefined when the api could not say. */
  noticia(idNoticia: number): Promise<Noticia | null | undefined>;
  /** An event of the portal (or shared); null when there is none; undefined when the api could not say. */
  evento(idEvento: number, idDominio: number): Promise<Evento | null | undefined>;
  /** A position's public salary summary; null when it has no salaries; undefined when the api could not say. */
  resumenSueldo(cargo: string, idDominio: number): Promise<ResumenSueldo | null | undefined>;
  /** Live offers for the sitemap; throws when the api could not say. */
  ofertasVivas(idDominio: number): Promise<OfertasSitemap['ofertas']>;
  /** News, CMS pages, events and salary summaries for the sitemap; throws when the api could not say. */
  contenidoSitemap(idDominio: number): Promise<ContenidoSitemap>;
}

export interface PortalDataOptions {
  apiUrl: string;
  /** How long a portal configuration, and a portal's filter options, are reused. */
  portalTtlMs?: number;
  /** A slow api must not hold the page back for long. */
  timeoutMs?: number;
  now?: () => number;
}

class NotFound extends Error {}

export function createPortalData({ apiUrl, portalTtlMs = 60_000, timeoutMs = 3_000, now = Date.now }: PortalDataOptions): PortalData {
  async function get<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
    const response = await fetch(new URL(path, apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) throw new NotFound(path);
    if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
    return v.parse(schema, await response.json());
  }

  /** null when the api says there is none (404), undefined when it could not say. */
  async function orNull<T>(answer: Promise<T>): Promise<T | null | undefined> {
    try {
      return await answer;
    } catch (error) {
      return error instanceof NotFound ? null : undefined;
    }
  }

  const portales = new Map<string, { config: PortalConfig; expires: number }>();
  // Keyed by the idDominio of a portal the api named, so the map stays as small as the list of portals.
  const filtrosPorPortal = new Map<number, { filtros: FiltrosBusqueda; expires: number }>();

  return {
    async portal(dominio) {
      const key = dominio.toLowerCase();
      const cached = portales.get(key);
      if (cached && cached.expires > now()) return cached.config;
      try {
        const config = await get(`/api/config/portal?dominio=${encodeURIComponent(key)}`, PortalConfigSchema);
        portales.set(key, { config, expires: now() + portalTtlMs });
        return config;
      } catch (error) {
        // The api could not say (down, slow): the last answer for this host, however old, keeps the page its
        // portal and canonical link; the defaults only when there is none.
        if (!(error instanceof NotFound)) return cached?.config ?? DEFAULT_PORTAL_CONFIG;
        // An unknown host is cached like a known one, so host names made up by a client stay cheap.
        if (portales.size > 1_000) portales.clear();
        portales.set(key, { config: DEFAULT_PORTAL_CONFIG, expires: now() + portalTtlMs });
        return DEFAULT_PORTAL_CONFIG;
      }
    },
    oferta: (idOferta) => orNull(get(`/api/ofertas/${idOferta}`, OfertaSchema)),
    pagina: (slug, idDominio) => orNull(get(`/api/paginas/${encodeURIComponent(slug)}?idDominio=${idDominio}`, PaginaSchema)),
    noticia: (idNoticia) => orNull(get(`/api/noticias/${idNoticia}`, NoticiaSchema)),
    evento: (idEvento, idDominio) => orNull(get(`/api/eventos/${idEvento}?idDominio=${idDominio}`, EventoSchema)),
    resumenSueldo: (cargo, idDominio) => orNull(get(`/api/informes-sueldo/cargo/${encodeURIComponent(cargo)}?idDominio=${idDominio}`, ResumenSueldoSchema)),
    async filtros(idDominio) {
      const cached = filtrosPorPortal.get(idDominio);
      if (cached && cached.expires > now()) return cached.filtros;
      try {
        const filtros = await get(`/api/busqueda/filtros?idDominio=${idDominio}`, FiltrosBusquedaSchema);
        filtrosPorPortal.set(idDominio, { filtros, expires: now() + portalTtlMs });
        return filtros;
      } catch {
        // Not cached: the next page asks again.
        return undefined;
      }
    },
    async ofertasVivas(idDominio) {
      return (await get(`/api/ofertas/sitemap?idDominio=${idDominio}`, OfertasSitemapSchema)).ofertas;
    },
    contenidoSitemap: (idDominio) => get(`/api/contenido/sitemap?idDominio=${idDominio}`, ContenidoSitemapSchema),
  };
}
