import * as v from 'valibot';

/** One live offer of a portal, as the sitemap lists it. */
export const OfertaSitemapSchema = v.object({
  idOferta: v.number(),
  nombreCargo: v.string(),
  /** yyyy-mm-dd: the sitemap's lastmod. */
  fechaPublicacionFormatoIngles: v.string(),
});

/** Answer of GET /api/ofertas/sitemap?idDominio=…: the live offers of a portal, newest first. */
export const OfertasSitemapSchema = v.object({ ofertas: v.array(OfertaSitemapSchema) });

export type OfertasSitemap = v.InferOutput<typeof OfertasSitemapSchema>;

/** Answer of GET /api/contenido/sitemap?idDominio=…: the portal's content pages, each with its lastmod (yyyy-mm-dd). */
export const ContenidoSitemapSchema = v.object({
  noticias: v.array(v.object({ idNoticia: v.number(), slug: v.string(), actualizada: v.string() })),
  /** CMS pages: the portal's own and the shared ones. */
  paginas: v.array(v.object({ slug: v.string(), actualizada: v.string() })),
  eventos: v.array(v.object({ idEvento: v.number(), slug: v.string(), actualizado: v.string() })),
  /** Positions whose public salary summary shows figures, the most offered salaries first. */
  informesSueldo: v.array(v.object({ slug: v.string(), actualizado: v.string() })),
});

export type ContenidoSitemap = v.InferOutput<typeof ContenidoSitemapSchema>;
