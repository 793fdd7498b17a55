// GET /api/ofertas/sitemap?idDominio=…: the live offers of a portal (the ones its search shows), for the
// edge server's sitemap.xml.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import { cargarPortal, ofertasDelPortal } from '../busqueda/filtros';

/** A sitemap file holds at most 50,000 URLs; the portal's static pages take a few of them. */
export const MAX_OFERTAS_SITEMAP = 49_000;

const Query = Type.Object({ idDominio: Type.Integer({ minimum: 1 }) });

export const sitemapRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);

  app.get('/api/ofertas/sitemap', { schema: { tags: ['ofertas'], querystring: Query } }, async (request) => {
    const portal = await cargarPortal(k, request.query.idDominio);
    if (!portal) throw new ApiError(404, 'DOMINIO_NO_ENCONTRADO', `No existe el portal con idDominio ${request.query.idDominio}.`);

    const filas = await ofertasDelPortal(k, portal)
      .select(['o.id_oferta', 'o.nombre_cargo', 'o.fecha_publicacion'])
      .orderBy('o.fecha_publicacion', 'desc')
      .orderBy('o.id_oferta', 'desc')
      .limit(MAX_OFERTAS_SITEMAP)
      .execute();
    return {
      ofertas: filas.map((fila) => ({
        idOferta: fila.id_oferta,
        nombreCargo: fila.nombre_cargo,
        fechaPublicacionFormatoIngles: new Date(fila.fecha_publicacion).toISOString().slice(0, 10),
      })),
    };
  });
};
