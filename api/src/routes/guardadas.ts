// Saved offers (GET /api/ofertas-guardadas, the candidate's list; PUT/DELETE /api/ofertas-guardadas/:idOferta,
// idempotent; all bearer) and the click counter
// of an offer's external application link (POST /api/ofertas/:idOferta/clic-externo).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiError } from '../errors';
import { Id, PAGINACION, respuestas } from '../esquemas/comunes';
import { OfertaResumen } from '../esquemas/oferta';
import { contarClic, linkExterno } from '../ofertas/clic-externo';
import { existeOferta } from '../ofertas/detalle';
import { ofertaNoEncontrada } from '../ofertas/errores';
import { guardarOferta, listarGuardadas, quitarOferta } from '../ofertas/guardadas';

const bearer = [{ bearer: [] }];
const Params = Type.Object({ idOferta: Id() });
const OfertaGuardada = Type.Object({ idOferta: Type.Integer(), guardada: Type.Boolean() });
const OfertasGuardadas = Type.Object({
  ...PAGINACION,
  ofertas: Type.Array(
    Type.Object({
      oferta: OfertaResumen,
      expirada: Type.Boolean({ description: 'Ya no recibe postulaciones; van después de las vigentes' }),
      fechaGuardada: Type.String({ description: 'ISO 8601' }),
    }),
  ),
});
const Pagina = Type.Object({ pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }) });
const ClicExterno = Type.Object({ idOferta: Type.Integer(), clics: Type.Integer() });

export const guardadasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ofertas-guardadas',
    { schema: { summary: 'Ofertas que guardó el candidato, por página', operationId: 'listarOfertasGuardadas', tags: ['ofertas'], security: bearer, querystring: Pagina, response: respuestas({ 200: OfertasGuardadas }, 400, 401) }, preHandler: app.autenticar },
    (request) => listarGuardadas(app.k, request.candidato!.idCandidato, request.query.pagina),
  );

  app.put(
    '/api/ofertas-guardadas/:idOferta',
    { schema: { summary: 'Guarda una oferta', operationId: 'guardarOferta', tags: ['ofertas'], security: bearer, params: Params, response: respuestas({ 200: OfertaGuardada }, 400, 401, 404) }, preHandler: app.autenticar },
    async (request) => {
      const { idOferta } = request.params;
      if (!(await existeOferta(app.k, idOferta))) throw ofertaNoEncontrada(idOferta);
      await guardarOferta(app.k, request.candidato!.idCandidato, idOferta);
      return { idOferta, guardada: true };
    },
  );

  app.delete(
    '/api/ofertas-guardadas/:idOferta',
    { schema: { summary: 'Quita una oferta de las guardadas', operationId: 'quitarOfertaGuardada', tags: ['ofertas'], security: bearer, params: Params, response: respuestas({ 200: OfertaGuardada }, 400, 401) }, preHandler: app.autenticar },
    async (request) => {
      const { idOferta } = request.params;
      await quitarOferta(app.k, request.candidato!.idCandidato, idOferta);
      return { idOferta, guardada: false };
    },
  );

  app.post(
    '/api/ofertas/:idOferta/clic-externo',
    { schema: { summary: 'Cuenta un clic en el enlace de postulación externa de una oferta', operationId: 'contarClicExterno', tags: ['ofertas'], params: Params, response: respuestas({ 200: ClicExterno }, 400, 404, 409) } },
    async (request) => {
      const { idOferta } = request.params;
      const link = await linkExterno(app.k, idOferta);
      if (link === undefined) throw ofertaNoEncontrada(idOferta);
      if (!link) throw apiError('SIN_LINK_EXTERNO');
      return { idOferta, clics: await contarClic(app.k, idOferta) };
    },
  );
};
