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
