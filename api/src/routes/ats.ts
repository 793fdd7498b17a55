// POST /api/ats/candidato/check-cv and /dejar-cv (SPEC.md section 7): body { token, idc }, a boolean answer,
// false on failure (a token that is not a live session, an unknown company, no CV to leave). Only a body
// that is not that shape is an error (400).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dejarCv, puedeDejarCv } from '../ats/cv';
import { Id, respuestas } from '../esquemas/comunes';

const Body = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 4096, description: 'JWT de la sesión del candidato' }),
    idc: Id('Empresa (empresa.id_empresa)'),
  },
  { additionalProperties: false },
);
const Resultado = Type.Boolean({ description: 'false cuando no se puede o falla' });
const schema = { tags: ['candidato'], body: Body, response: respuestas({ 200: Resultado }, 400) };

export const atsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/ats/candidato/check-cv',
    { schema: { ...schema, summary: 'Si el candidato puede dejar su CV a una empresa', operationId: 'puedeDejarCv' } },
    async (request, reply) => reply.send(await puedeDejarCv(app, request.body)),
  );
  app.post(
    '/api/ats/candidato/dejar-cv',
    { schema: { ...schema, summary: 'Deja el CV del candidato a una empresa', operationId: 'dejarCv' } },
    async (request, reply) => reply.send(await dejarCv(app, request.body)),
  );
};
