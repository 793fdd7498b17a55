// What the edge server's sitemap.xml lists of a portal: GET /api/ofertas/sitemap?idDominio=… its live offers
// (the ones its search shows), GET /api/contenido/sitemap?idDominio=… its news, CMS pages, events and salary
// summaries, each with its lastmod.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdDominio, respuestas } from '../esquemas/comunes';
import { contenidoDelSitemap } from '../contenido/sitemap';
import { ofertasDelSitemap } from '../ofertas/sitemap';

const OfertasSitemap = Type.Object({
  ofertas: Type.Array(
    Type.Object({ idOferta: Type.Integer(), nombreCargo: Type.String(), fechaPublicacionFormatoIngles: Type.String({ description: 'aaaa-mm-dd' }) }),
  ),
});

const Dia = Type.String({ description: 'aaaa-mm-dd: lastmod' });
const ContenidoSitemap = Type.Object({
  noticias: Type.Array(Type.Object({ idNoticia: Type.Integer(), slug: Type.String(), actualizada: Dia }), { description: 'Publicadas, la más nueva primero' }),
  paginas: Type.Array(Type.Object({ slug: Type.String(), actualizada: Dia }), { description: 'Páginas del CMS del portal y compartidas' }),
  eventos: Type.Array(Type.Object({ idEvento: Type.Integer(), slug: Type.String(), actualizado: Dia })),
  informesSueldo: Type.Array(Type.Object({ slug: Type.String(), actualizado: Dia }), {
    description: 'Cargos con resumen público de sueldos (al menos las cifras mínimas), los de más sueldos primero',
  }),
});

export const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ofertas/sitemap',
    { schema: { summary: 'Ofertas vigentes del portal para su sitemap', operationId: 'listarOfertasSitemap', tags: ['ofertas'], querystring: IdDominio, response: respuestas({ 200: OfertasSitemap }, 400, 404) }, preHandler: app.conPortal },
    async (request) => ({ ofertas: await ofertasDelSitemap(app.k, request.portal!) }),
  );

  app.get(
    '/api/contenido/sitemap',
    { schema: { summary: 'Noticias, páginas, eventos e informes de sueldo del portal para su sitemap', operationId: 'listarContenidoSitemap', tags: ['contenido'], querystring: IdDominio, response: respuestas({ 200: ContenidoSitemap }, 400, 404) }, preHandler: app.conPortal },
    (request) => contenidoDelSitemap(app.k, request.portal!),
  );
};
