// GET /api/searchjob: active offers of a portal with every filter and order of SPEC §3, 15 a page, the salary
// facet and highlighted matches. GET /api/busqueda/filtros: the options of those filters, with counts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ParametrosBusqueda } from '../busqueda/parametros';
import { IdDominio, respuestas } from '../esquemas/comunes';
import { FiltrosBusqueda, ResultadoBusqueda } from '../esquemas/busqueda';

const JSON_UTF8 = 'application/json; charset=utf-8';

export const busquedaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { buscador } = app;

  app.get(
    '/api/searchjob',
    { config: { compartida: true }, schema: { summary: 'Busca ofertas vigentes del portal (filtros, orden, 15 por página)', operationId: 'buscarOfertas', tags: ['busqueda'], querystring: ParametrosBusqueda, response: respuestas({ 200: ResultadoBusqueda }, 400, 404) }, preHandler: app.identificar },
    async (request, reply) => {
      const json = await buscador.buscar(request.query, request.candidato?.idCandidato);
      // The search thread wrote these bytes with the response schema above (busqueda/hilo/respuesta.ts): the
      // reply sends them as they are, hence the reply without the schema's type.
      return (reply as FastifyReply).type(JSON_UTF8).send(json);
    },
  );

  app.get(
    '/api/busqueda/filtros',
    { config: { compartida: true }, schema: { summary: 'Opciones de los filtros de búsqueda, con sus cantidades', operationId: 'obtenerFiltrosBusqueda', tags: ['busqueda'], querystring: IdDominio, response: respuestas({ 200: FiltrosBusqueda }, 400, 404) } },
    (request) => buscador.opciones(request.query.idDominio),
  );
};
