// GET /api/busqueda/sugerencias: what the search boxes suggest while a visitor types (job titles and places
// of the portal's live offers), answered from the search thread's copy of the offers.
import { TEXTO_SUGERENCIAS } from '@portal/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, respuestas } from '../esquemas/comunes';
import { SugerenciasBusqueda } from '../esquemas/sugerencias';

const Consulta = Type.Object({
  idDominio: Id('Portal (dominio.id_dominio)'),
  texto: Type.String({
    minLength: TEXTO_SUGERENCIAS.minimo,
    maxLength: TEXTO_SUGERENCIAS.maximo,
    description: 'Lo escrito: cada palabra es el comienzo de una palabra del cargo o del lugar, sin importar tildes ni mayúsculas',
  }),
});

export const sugerenciasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/busqueda/sugerencias',
    { schema: { summary: 'Cargos y lugares que se sugieren mientras se escribe', operationId: 'sugerirBusqueda', tags: ['busqueda'], querystring: Consulta, response: respuestas({ 200: SugerenciasBusqueda }, 400, 404) } },
    async (request, reply) => {
      const sugerencias = await app.buscador.sugerencias(request.query.idDominio, request.query.texto);
      // The same for every visitor of the portal, and a minute old is still right: browsers and the edge may keep it.
      void reply.header('cache-control', 'public, max-age=60');
      return sugerencias;
    },
  );
};
