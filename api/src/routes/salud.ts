// GET /health: 200 only while the database answers a `SELECT 1` within 2 s; 503 in the error shape otherwise,
// so a load balancer stops sending requests to an api whose database is gone or stalled.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { conTiempoLimite } from '../db/tiempo-limite';
import { apiError } from '../errors';
import { respuestas } from '../esquemas/comunes';

export const SALUD_MS = 2000;

export const saludRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { hide: true, response: respuestas({ 200: Type.Object({ status: Type.Literal('ok') }) }, 503) } },
    async (request) => {
      try {
        await conTiempoLimite(app.db.query('SELECT 1'), SALUD_MS, () => new Error(`SELECT 1 sin respuesta en ${SALUD_MS} ms`));
      } catch (error) {
        request.log.warn({ err: error }, 'la base de datos no responde');
        throw apiError('BASE_NO_DISPONIBLE', 'La base de datos no responde.');
      }
      return { status: 'ok' as const };
    },
  );
};
