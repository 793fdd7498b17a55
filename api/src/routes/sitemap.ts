// GET /api/ofertas/sitemap?idDominio=…: the live offers of a portal (the ones its search shows), for the
// edge server's sitemap.xml.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cargarPortal, portalNoEncontrado } from '../busqueda/filtros';
import { IdDominio, respuestas } from '../esquemas/comunes';
import { ofertasDelSitemap } from '../ofertas/sitemap';

const OfertasSitemap = Type.Object({
  ofertas: Type.Array(
    Type.Object({ idOferta: Type.Integer(), nombreCargo: Type.String(), fechaPublicacionFormatoIngles: Type.String({ description: 'aaaa-mm-dd' }) }),
  ),
});

export const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ofertas/sitemap',
    { schema: { tags: ['ofertas'], querystring: IdDominio, response: respuestas({ 200: OfertasSitemap }, 400, 404) } },
    async (request) => {
      const portal = await cargarPortal(app.k, request.query.idDominio);
      if (!portal) throw portalNoEncontrado(request.query.idDominio);
      return { ofertas: await ofertasDelSitemap(app.k, portal) };
    },
  );
};
