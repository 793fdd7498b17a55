import { ContenidoSitemapSchema, OfertasSitemapSchema, type ContenidoSitemap, type OfertasSitemap } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** GET /api/ofertas/sitemap: a portal's live offers, as its sitemap lists them. */
export async function getOfertasVivas(idDominio: number): Promise<OfertasSitemap['ofertas']> {
  return (await api().get('ofertas/sitemap', { searchParams: { idDominio } }).json(OfertasSitemapSchema)).ofertas;
}

/** GET /api/contenido/sitemap: a portal's news, CMS pages, events and salary summaries, as its sitemap lists them. */
export function getContenidoSitemap(idDominio: number): Promise<ContenidoSitemap> {
  return api().get('contenido/sitemap', { searchParams: { idDominio } }).json(ContenidoSitemapSchema);
}
