// Offers like others: GET /api/ofertas/:idOferta/similares (the expired offer's view), and for the signed-in
// candidate GET /api/candidato/recomendadas (their preferences) and /api/candidato/relacionadas (offers
// like those they applied to or saved).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tokenDe, verificarSesion } from '../auth/sesiones';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import { ofertasDelCandidato } from '../ofertas/interacciones';
import { ofertasParecidas } from '../ofertas/parecidas';

const Params = Type.Object({ idOferta: Type.Integer({ minimum: 1 }) });
const bearer = [{ bearer: [] }];
const SIMILARES = 6;
const RECOMENDADAS = 15;

export const recomendacionesRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);

  /** Areas and regions of some offers. */
  async function perfilDe(ids: number[]) {
    if (!ids.length) return { areas: [], idRegiones: [] };
    const filas = await k
      .selectFrom('oferta as o')
      .innerJoin('comuna as c', 'c.id_comuna', 'o.id_comuna')
      .select(['o.nombre_area', 'c.id_region'])
      .where('o.id_oferta', 'in', ids)
      .execute();
    return { areas: [...new Set(filas.map((f) => f.nombre_area))], idRegiones: [...new Set(filas.map((f) => f.id_region))] };
  }

  app.get('/api/ofertas/:idOferta/similares', { schema: { tags: ['ofertas'], params: Params } }, async (request) => {
    const { idOferta } = request.params;
    const existe = await k.selectFrom('oferta').select('id_oferta').where('id_oferta', '=', idOferta).executeTakeFirst();
    if (!existe) throw new ApiError(404, 'OFERTA_NO_ENCONTRADA', `La oferta ${idOferta} no existe o fue eliminada.`);
    const ofertas = await ofertasParecidas(k, { ...(await perfilDe([idOferta])), excluir: [idOferta], limite: SIMILARES });
    return { ofertas };
  });

  app.get('/api/candidato/recomendadas', { schema: { tags: ['candidato'], security: bearer } }, async (request) => {
    const { idCandidato } = await verificarSesion(app, db, tokenDe(request));
    const preferencias = await k
      .selectFrom('candidato_preferencia as p')
      .innerJoin('region as r', 'r.id_region', 'p.id_region')
      .select(['p.nombre_area', 'p.id_region', 'r.nombre as nombre_region'])
      .where('p.id_candidato', '=', idCandidato)
      .orderBy('p.nombre_area')
      .execute();
    const areas = [...new Set(preferencias.map((p) => p.nombre_area))];
    const regiones = [...new Map(preferencias.map((p) => [p.id_region, p.nombre_region])).entries()];
    const ofertas = await ofertasParecidas(k, { areas, idRegiones: regiones.map(([id]) => id), limite: RECOMENDADAS });
    return { preferencias: { areas, regiones: regiones.map(([, nombre]) => nombre) }, ofertas };
  });

  app.get('/api/candidato/relacionadas', { schema: { tags: ['candidato'], security: bearer } }, async (request) => {
    const { idCandidato } = await verificarSesion(app, db, tokenDe(request));
    const propias = await ofertasDelCandidato(k, idCandidato);
    const ofertas = await ofertasParecidas(k, { ...(await perfilDe(propias)), excluir: propias, limite: RECOMENDADAS });
    return { referencias: propias.length, ofertas };
  });
};
