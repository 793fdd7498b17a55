// The links of the e-mails about an application (SPEC.md "Pages reached from e-mail links"):
// /colocacion/respuesta/{token} and /correo/invitacion-movilidad/desiste-proceso/{token} call these. No
// session: the signed token is the authority (correo-postulacion/enlaces.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PROPOSITOS_ENLACE_POSTULACION } from '@portal/shared/contract';
import { claveDeEnlaces } from '../auth/tokens-enlace';
import { desistirProceso, leerEnlace, responderColocacion } from '../correo-postulacion/respuestas';
import { SinCuerpo, respuestas } from '../esquemas/comunes';

const tags = ['postulaciones'];
const Token = Type.String({ minLength: 1, maxLength: 4096, description: 'El token firmado del enlace del correo' });
const EnlacePostulacion = Type.Object({
  idPostulacion: Type.Integer(),
  fecha: Type.String({ description: 'ISO 8601 de la postulación' }),
  oferta: Type.Object({ nombreCargo: Type.String(), nombreEmpresaFantasia: Type.String({ description: '"Empresa confidencial" en una oferta confidencial' }) }),
  respondido: Type.Boolean({ description: 'El enlace ya se respondió: otra respuesta es RESPUESTA_DOBLE' }),
});

export const correoPostulacionRoutes: FastifyPluginAsyncTypebox<{ jwtSecret: string }> = async (app, { jwtSecret }) => {
  const clave = claveDeEnlaces(jwtSecret);

  app.post(
    '/api/correo/postulacion/enlace',
    {
      schema: {
        summary: 'Lo que muestra la página de un enlace de un correo de postulación',
        operationId: 'leerEnlacePostulacion',
        tags,
        body: Type.Object({ token: Token, proposito: Type.Enum([...PROPOSITOS_ENLACE_POSTULACION]) }),
        response: respuestas({ 200: EnlacePostulacion }, 400, 401, 404, 409),
      },
    },
    (request) => leerEnlace(app.k, clave, request.body.token, request.body.proposito),
  );

  app.post(
    '/api/correo/colocacion/respuesta',
    {
      schema: {
        summary: 'Guarda si el candidato fue contratado',
        operationId: 'responderColocacion',
        tags,
        body: Type.Object({ token: Token, contratado: Type.Boolean({ description: '¿Fuiste contratado/a?' }) }),
        response: respuestas({ 204: SinCuerpo('Respuesta guardada') }, 400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      await responderColocacion(app.db, clave, request.body.token, request.body.contratado);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/correo/invitacion-movilidad/desiste-proceso',
    { schema: { summary: 'Retira la postulación del proceso desde el enlace del correo', operationId: 'desistirProceso', tags, body: Type.Object({ token: Token }), response: respuestas({ 204: SinCuerpo('Postulación retirada del proceso') }, 400, 401, 404, 409) } },
    async (request, reply) => {
      await desistirProceso(app.db, clave, request.body.token);
      return reply.status(204).send();
    },
  );
};
