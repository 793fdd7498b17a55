// Small endpoints: server date (fair window) and the channels of the "search service" (SPEC §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';

const IdDominio = Type.Object({ idDominio: Type.Integer({ minimum: 1 }) });

export const miscRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);

  app.get('/api/fecha', { schema: { tags: ['misc'] } }, async () => ({ fecha: new Date().toISOString() }));

  app.get(
    '/api/search-service/v1/internal/canales',
    { schema: { tags: ['busqueda'], querystring: IdDominio } },
    async (request) =>
      k
        .selectFrom('canal')
        .select(['id_canal as idCanal', 'nombre', 'estado'])
        .where('id_dominio', '=', request.query.idDominio)
        .orderBy('estado', 'desc')
        .orderBy('id_canal')
        .execute(),
  );
};
