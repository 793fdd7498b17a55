// GET /health: 200 while the database answered a `SELECT 1` within 2 s in the last round of background
// probes (db/sonda.ts); 503 in the error shape otherwise, so a load balancer stops sending requests to an api
// whose database is gone or stalled. Answered from the probe's result, it never waits behind the searches.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SondaDeBase } from '../db/sonda';
import { apiError } from '../errors';
import { respuestas } from '../esquemas/comunes';

export const SALUD_MS = 2000;

export const saludRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sonda = new SondaDeBase(app.db, {
    limiteMs: SALUD_MS,
    alCambiar: (error) => (error ? app.log.warn({ err: error }, 'la base de datos no responde') : app.log.info('la base de datos responde de nuevo')),
  });
  app.addHook('onClose', async () => sonda.detener());

  app.get(
    '/health',
    { schema: { hide: true, response: respuestas({ 200: Type.Object({ status: Type.Literal('ok') }) }, 503) } },
    async (request) => {
      const fallo = await sonda.fallo();
      if (fallo) {
        request.log.warn({ err: fallo }, 'la base de datos no responde');
        throw apiError('BASE_NO_DISPONIBLE', 'La base de datos no responde.');
      }
      return { status: 'ok' as const };
    },
  );
};
