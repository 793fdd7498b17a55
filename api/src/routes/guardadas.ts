// Saved offers (PUT/DELETE /api/ofertas-guardadas/:idOferta, bearer, idempotent) and the click counter
// of an offer's external application link (POST /api/ofertas/:idOferta/clic-externo).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tokenDe, verificarSesion } from '../auth/sesiones';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';

const bearer = [{ bearer: [] }];
const Params = Type.Object({ idOferta: Type.Integer({ minimum: 1 }) });

export const guardadasRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);
  const oferta = async (idOferta: number) => {
    const fila = await k.selectFrom('oferta').select('link_postulacion_externo').where('id_oferta', '=', idOferta).executeTakeFirst();
    if (!fila) throw new ApiError(404, 'OFERTA_NO_ENCONTRADA', `La oferta ${idOferta} no existe o fue eliminada.`);
    return fila;
  };

  app.put('/api/ofertas-guardadas/:idOferta', { schema: { tags: ['ofertas'], security: bearer, params: Params } }, async (request) => {
    const { idCandidato } = await verificarSesion(app, db, tokenDe(request));
    const { idOferta } = request.params;
    await oferta(idOferta);
    await k.insertInto('oferta_guardada').values({ id_candidato: idCandidato, id_oferta: idOferta }).onConflict((oc) => oc.doNothing()).execute();
    return { idOferta, guardada: true };
  });

  app.delete('/api/ofertas-guardadas/:idOferta', { schema: { tags: ['ofertas'], security: bearer, params: Params } }, async (request) => {
    const { idCandidato } = await verificarSesion(app, db, tokenDe(request));
    const { idOferta } = request.params;
    await k.deleteFrom('oferta_guardada').where('id_candidato', '=', idCandidato).where('id_oferta', '=', idOferta).execute();
    return { idOferta, guardada: false };
  });

  app.post('/api/ofertas/:idOferta/clic-externo', { schema: { tags: ['ofertas'], params: Params } }, async (request) => {
    const { idOferta } = request.params;
    if (!(await oferta(idOferta)).link_postulacion_externo) {
      throw new ApiError(409, 'SIN_LINK_EXTERNO', 'Esta oferta no se postula en el sitio de la empresa.');
    }
    const { clics } = await k
      .insertInto('oferta_clic_externo')
      .values({ id_oferta: idOferta, clics: 1 })
      .onConflict((oc) => oc.column('id_oferta').doUpdateSet((eb) => ({ clics: eb('oferta_clic_externo.clics', '+', 1) })))
      .returning('clics')
      .executeTakeFirstOrThrow();
    return { idOferta, clics };
  });
};
