// Offers like others: GET /api/ofertas/:idOferta/similares (the expired offer's view), and for the signed-in
// candidate GET /api/candidato/recomendadas (from their CV, basic data and preferences) and
// /api/candidato/relacionadas (offers like those they applied to or saved).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, respuestas } from '../esquemas/comunes';
import { ListaOfertas, OfertaResumen } from '../esquemas/oferta';
import { existeOferta } from '../ofertas/detalle';
import { ofertaNoEncontrada } from '../ofertas/errores';
import { ofertasDelCandidato } from '../ofertas/interacciones';
import { ofertasParecidas, perfilDeOfertas } from '../ofertas/parecidas';
import { ofertasRecomendadas, senalesDe } from '../recomendaciones/recomendadas';

const Params = Type.Object({ idOferta: Id() });
const bearer = [{ bearer: [] }];
const SIMILARES = 6;
const RECOMENDADAS = 15;

const Recomendadas = Type.Object({
  preferencias: Type.Object({ cargos: Type.Array(Type.String()), areas: Type.Array(Type.String()), regiones: Type.Array(Type.String()) }),
  ofertas: Type.Array(OfertaResumen),
});
const Relacionadas = Type.Object({ referencias: Type.Integer(), ofertas: Type.Array(OfertaResumen) });

export const recomendacionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ofertas/:idOferta/similares',
    { schema: { summary: 'Ofertas vigentes parecidas a una oferta', operationId: 'listarOfertasSimilares', tags: ['ofertas'], params: Params, response: respuestas({ 200: ListaOfertas }, 400, 404) } },
    async (request) => {
      const { idOferta } = request.params;
      if (!(await existeOferta(app.k, idOferta))) throw ofertaNoEncontrada(idOferta);
      const perfil = await perfilDeOfertas(app.k, [idOferta]);
      return { ofertas: await ofertasParecidas(app.k, { ...perfil, excluir: [idOferta], limite: SIMILARES }) };
    },
  );

  app.get(
    '/api/candidato/recomendadas',
    { schema: { summary: 'Ofertas recomendadas por el currículum y las preferencias del candidato', operationId: 'listarOfertasRecomendadas', tags: ['candidato'], security: bearer, response: respuestas({ 200: Recomendadas }, 401) }, preHandler: app.autenticar },
    async (request) => {
      const { idCandidato } = request.candidato!;
      const senales = await senalesDe(app.k, idCandidato);
      const cargos = [...new Set([senales.cargoDeseado ?? [], senales.cargos].flat())];
      const preferencias = { cargos, areas: senales.areas, regiones: senales.regiones.map((r) => r.nombre) };
      return { preferencias, ofertas: await ofertasRecomendadas(app.k, idCandidato, senales, RECOMENDADAS) };
    },
  );

  app.get(
    '/api/candidato/relacionadas',
    { schema: { summary: 'Ofertas parecidas a las que el candidato postuló o guardó', operationId: 'listarOfertasRelacionadas', tags: ['candidato'], security: bearer, response: respuestas({ 200: Relacionadas }, 401) }, preHandler: app.autenticar },
    async (request) => {
      const propias = await ofertasDelCandidato(app.k, request.candidato!.idCandidato);
      const perfil = await perfilDeOfertas(app.k, propias);
      return { referencias: propias.length, ofertas: await ofertasParecidas(app.k, { ...perfil, excluir: propias, limite: RECOMENDADAS }) };
    },
  );
};
