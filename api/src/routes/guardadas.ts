// Saved offers (PUT/DELETE /api/ofertas-guardadas/:idOferta, bearer, idempotent) and the click counter
// of an offer's external application link (POST /api/ofertas/:idOferta/clic-externo).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiError } from '../errors';
import { Id, respuestas } from '../esquemas/comunes';
import { contarClic, linkExterno } from '../ofertas/clic-externo';
import { existeOferta } from '../ofertas/detalle';
import { ofertaNoEncontrada } from '../ofertas/errores';
import { guardarOferta, quitarOferta } from '../ofertas/guardadas';

const bearer = [{ bearer: [] }];
const Params = Type.Object({ idOferta: Id() });
const OfertaGuardada = Type.Object({ idOferta: Type.Integer(), guardada: Type.Boolean() });
const ClicExterno = Type.Object({ idOferta: Type.Integer(), clics: Type.Integer() });

export const guardadasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/ofertas-guardadas/:idOferta',
    { schema: { tags: ['ofertas'], security: bearer, params: Params, response: respuestas({ 200: OfertaGuardada }, 400, 401, 404) }, preHandler: app.autenticar },
    async (request) => {
      const { idOferta } = request.params;
      if (!(await existeOferta(app.k, idOferta))) throw ofertaNoEncontrada(idOferta);
      await guardarOferta(app.k, request.candidato!.idCandidato, idOferta);
      return { idOferta, guardada: true };
    },
  );

  app.delete(
    '/api/ofertas-guardadas/:idOferta',
    { schema: { tags: ['ofertas'], security: bearer, params: Params, response: respuestas({ 200: OfertaGuardada }, 400, 401) }, preHandler: app.autenticar },
    async (request) => {
      const { idOferta } = request.params;
      await quitarOferta(app.k, request.candidato!.idCandidato, idOferta);
      return { idOferta, guardada: false };
    },
  );

  app.post(
    '/api/ofertas/:idOferta/clic-externo',
    { schema: { tags: ['ofertas'], params: Params, response: respuestas({ 200: ClicExterno }, 400, 404, 409) } },
    async (request) => {
      const { idOferta } = request.params;
      const link = await linkExterno(app.k, idOferta);
      if (link === undefined) throw ofertaNoEncontrada(idOferta);
      if (!link) throw apiError('SIN_LINK_EXTERNO');
      return { idOferta, clics: await contarClic(app.k, idOferta) };
    },
  );
};
