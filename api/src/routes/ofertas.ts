// GET /api/ofertas/:idOferta: the full offer, expired ones included; `guardada` for the bearer's saved offers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, respuestas } from '../esquemas/comunes';
import { Oferta } from '../esquemas/oferta';
import { detalleOferta } from '../ofertas/detalle';
import { ofertaNoEncontrada } from '../ofertas/errores';

const Params = Type.Object({ idOferta: Id() });

export const ofertasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ofertas/:idOferta',
    { config: { compartida: true }, schema: { summary: 'Detalle de una oferta, vencida o no', operationId: 'obtenerOferta', tags: ['ofertas'], params: Params, response: respuestas({ 200: Oferta }, 400, 404) }, preHandler: app.identificar },
    async (request) => {
      const { idOferta } = request.params;
      const oferta = await detalleOferta(app.k, idOferta, request.candidato?.idCandidato ?? null);
      if (!oferta) throw ofertaNoEncontrada(idOferta);
      return oferta;
    },
  );
};
