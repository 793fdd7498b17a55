// Recruiters' questions (bearer, owner only): GET /api/preguntas-reclutadores (waiting first, with their
// count), GET /api/preguntas-reclutadores/:idPregunta, POST /api/preguntas-reclutadores/:idPregunta/respuesta.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorRespuestaReclutador, LARGO_MAXIMO_RESPUESTA_RECLUTADOR } from '@portal/shared/contract';
import { Type } from 'typebox';
import { apiError } from '../errors';
import { Id, Nullable, respuestas } from '../esquemas/comunes';
import { leerPregunta, listarPreguntas, responderPregunta } from '../preguntas/preguntas-reclutador';

const bearer = [{ bearer: [] }];
const tags = ['preguntas-reclutadores'];
const PreguntaReclutador = Type.Object({
  idPregunta: Type.Integer(),
  pregunta: Type.String(),
  enviada: Type.String({ description: 'ISO 8601' }),
  respuesta: Nullable(Type.String({ description: 'Null mientras espera respuesta' })),
  respondida: Nullable(Type.String({ description: 'ISO 8601 de la respuesta' })),
  postulacion: Type.Object({
    idPostulacion: Type.Integer(),
    oferta: Type.Object({
      idOferta: Type.Integer(),
      nombreCargo: Type.String(),
      nombreEmpresaFantasia: Type.String({ description: '"Empresa confidencial" en una oferta confidencial' }),
    }),
  }),
});
const PreguntasReclutador = Type.Object({
  pendientes: Type.Integer({ description: 'Cuántas esperan respuesta' }),
  preguntas: Type.Array(PreguntaReclutador, { description: 'Las que esperan respuesta primero (la más antigua antes), luego las respondidas' }),
});
const Params = Type.Object({ idPregunta: Id() });
// The schema bounds the raw text (spaces included, with room for them); the shared rule judges the trimmed answer.
const Respuesta = Type.Object(
  { respuesta: Type.String({ minLength: 1, maxLength: LARGO_MAXIMO_RESPUESTA_RECLUTADOR * 2 }) },
  { additionalProperties: false },
);

export const preguntasReclutadorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/preguntas-reclutadores',
    { schema: { summary: 'Preguntas de reclutadores al candidato', operationId: 'listarPreguntasReclutador', tags, security: bearer, response: respuestas({ 200: PreguntasReclutador }, 401) }, preHandler: app.autenticar },
    (request) => listarPreguntas(app.k, request.candidato!.idCandidato),
  );

  app.get(
    '/api/preguntas-reclutadores/:idPregunta',
    { schema: { summary: 'Una pregunta de un reclutador', operationId: 'obtenerPreguntaReclutador', tags, security: bearer, params: Params, response: respuestas({ 200: PreguntaReclutador }, 400, 401, 404) }, preHandler: app.autenticar },
    (request) => leerPregunta(app.k, request.candidato!.idCandidato, request.params.idPregunta),
  );

  app.post(
    '/api/preguntas-reclutadores/:idPregunta/respuesta',
    {
      schema: { summary: 'Responde una pregunta de un reclutador', operationId: 'responderPreguntaReclutador', tags, security: bearer, params: Params, body: Respuesta, response: respuestas({ 200: PreguntaReclutador }, 400, 401, 404, 409) },
      preHandler: app.autenticar,
    },
    (request) => {
      const problema = errorRespuestaReclutador(request.body.respuesta);
      if (problema) throw apiError('VALIDACION', problema);
      return responderPregunta(app.k, request.candidato!.idCandidato, request.params.idPregunta, request.body.respuesta.trim());
    },
  );
};
