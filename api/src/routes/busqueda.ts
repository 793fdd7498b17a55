// GET /api/searchjob: active offers of a portal with every filter and order of SPEC §3, 15 a page, the salary
// facet and highlighted matches. GET /api/busqueda/filtros: the options of those filters, with counts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ParametrosBusqueda } from '../busqueda/parametros';
import { IdDominio, respuestas } from '../esquemas/comunes';
import { FiltrosBusqueda, ResultadoBusqueda } from '../esquemas/busqueda';
import { idsGuardadas } from '../ofertas/guardadas';
import { idsPostuladas } from '../ofertas/interacciones';

export const busquedaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { buscador } = app;

  app.get(
    '/api/searchjob',
    { config: { compartida: true }, schema: { summary: 'Busca ofertas vigentes del portal (filtros, orden, 15 por página)', operationId: 'buscarOfertas', tags: ['busqueda'], querystring: ParametrosBusqueda, response: respuestas({ 200: ResultadoBusqueda }, 400, 404) }, preHandler: app.identificar },
    async (request) => {
      const resultado = await buscador.buscar(request.query);
      const idCandidato = request.candidato?.idCandidato;
      if (idCandidato === undefined) return resultado;
      const ids = resultado.ofertas.map((o) => o.idOferta);
      const [guardadas, postuladas] = await Promise.all([idsGuardadas(app.k, idCandidato, ids), idsPostuladas(app.k, idCandidato, ids)]);
      // A new object: the search answer may be shared by a cache.
      return { ...resultado, ofertas: resultado.ofertas.map((o) => ({ ...o, guardada: guardadas.has(o.idOferta), postulada: postuladas.has(o.idOferta) })) };
    },
  );

  app.get(
    '/api/busqueda/filtros',
    { config: { compartida: true }, schema: { summary: 'Opciones de los filtros de búsqueda, con sus cantidades', operationId: 'obtenerFiltrosBusqueda', tags: ['busqueda'], querystring: IdDominio, response: respuestas({ 200: FiltrosBusqueda }, 400, 404) } },
    (request) => buscador.opciones(request.query.idDominio),
  );
};
