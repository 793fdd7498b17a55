// GET /api/searchjob: active offers of a portal with every filter and order of SPEC §3, 15 a page, the salary
// facet and highlighted matches. GET /api/busqueda/filtros: the options of those filters, with counts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/db';
import { crearBuscador } from '../busqueda/buscador';
import { ParametrosBusqueda } from '../busqueda/parametros';
import { candidatoOpcional, idsGuardadas } from '../ofertas/guardadas';

export const busquedaRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const buscador = crearBuscador(db);
  await buscador.preparar();
  app.addHook('onClose', () => buscador.cerrar());

  app.get('/api/searchjob', { schema: { tags: ['busqueda'], querystring: ParametrosBusqueda } }, async (request) => {
    const [resultado, idCandidato] = await Promise.all([buscador.buscar(request.query), candidatoOpcional(app, db, request)]);
    const guardadas = await idsGuardadas(db, idCandidato, resultado.ofertas.map((o) => o.idOferta));
    if (!guardadas.size) return resultado;
    // A new object: the search answer may be shared by a cache.
    return { ...resultado, ofertas: resultado.ofertas.map((o) => ({ ...o, guardada: guardadas.has(o.idOferta) })) };
  });

  app.get(
    '/api/busqueda/filtros',
    { schema: { tags: ['busqueda'], querystring: Type.Object({ idDominio: Type.Integer({ minimum: 1 }) }) } },
    (request) => buscador.opciones(request.query.idDominio),
  );
};
