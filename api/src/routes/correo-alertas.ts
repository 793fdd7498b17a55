// The links of job-alert e-mails (SPEC.md "Pages reached from e-mail links"): no session, the signed token
// is the authority (alertas/enlaces.ts). The pages under /correo/alerta-empleo/** call these; the
// one-click unsubscribe is what a mail client POSTs from the List-Unsubscribe header (RFC 8058).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RESPUESTAS_ESTIMULO, VOTOS_ALERTA } from '@portal/shared/contract';
import { claveDeEnlaces } from '../auth/tokens-enlace';
import { cancelarPorEnlace, leerEnlaceAlerta, responderEnlace } from '../alertas/respuestas';
import { Id, SinCuerpo, respuestas } from '../esquemas/comunes';

const tags = ['alertas'];
const Token = Type.String({ minLength: 1, maxLength: 4096, description: 'El token firmado del enlace del correo' });
const EnlaceBody = Type.Object({ token: Token, proposito: Type.Enum(['cancelar', 'votacion', 'estimulo']) });
const EnlaceAlerta = Type.Object({
  idAlerta: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  respondido: Type.Boolean({ description: 'El enlace ya se respondió: otra respuesta es RESPUESTA_DOBLE' }),
});
const Params = Type.Object({ idAlerta: Id() });
const UnClicBody = Type.Object({ 'List-Unsubscribe': Type.Literal('One-Click') });

export const correoAlertasRoutes: FastifyPluginAsyncTypebox<{ jwtSecret: string }> = async (app, { jwtSecret }) => {
  const clave = claveDeEnlaces(jwtSecret);
  // RFC 8058: the mail client sends the form `List-Unsubscribe=One-Click`.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, cuerpo, listo) => {
    listo(null, Object.fromEntries(new URLSearchParams(cuerpo as string)));
  });

  app.post(
    '/api/correo/alerta-empleo/enlace',
    { schema: { summary: 'Lo que muestra la página de un enlace de un correo de alerta', operationId: 'leerEnlaceAlerta', tags, body: EnlaceBody, response: respuestas({ 200: EnlaceAlerta }, 400, 401, 404) } },
    (request) => leerEnlaceAlerta(app.k, clave, request.body.token, request.body.proposito),
  );

  app.post(
    '/api/correo/alerta-empleo/cancelar-suscripcion/:idAlerta',
    { schema: { summary: 'Da de baja una alerta desde el enlace del correo', operationId: 'cancelarAlertaPorEnlace', tags, params: Params, body: Type.Object({ token: Token }), response: respuestas({ 204: SinCuerpo('Alerta eliminada') }, 400, 401, 404, 409) } },
    async (request, reply) => {
      await cancelarPorEnlace(app.db, clave, request.body.token, request.params.idAlerta);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/correo/alerta-empleo/cancelar-suscripcion/:idAlerta/un-clic',
    {
      schema: { summary: 'Baja en un clic desde el cliente de correo (RFC 8058)', operationId: 'cancelarAlertaEnUnClic', tags, params: Params, querystring: Type.Object({ jwt: Token }), body: UnClicBody, response: respuestas({ 204: SinCuerpo('Alerta eliminada (o ya no existía)') }, 400, 401) },
    },
    async (request, reply) => {
      await cancelarPorEnlace(app.db, clave, request.query.jwt, request.params.idAlerta, false);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/correo/alerta-empleo/votacion',
    { schema: { summary: 'Guarda el voto sobre las ofertas de un correo de alerta', operationId: 'votarAlerta', tags, body: Type.Object({ token: Token, voto: Type.Enum([...VOTOS_ALERTA]) }), response: respuestas({ 204: SinCuerpo('Voto guardado') }, 400, 401, 404, 409) } },
    async (request, reply) => {
      await responderEnlace(app.db, clave, request.body.token, { tipo: 'VOTACION', valor: request.body.voto });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/correo/alerta-empleo/respuesta-estimulo',
    {
      schema: {
        summary: 'Guarda la respuesta a un correo de estímulo',
        operationId: 'responderEstimuloAlerta',
        tags,
        body: Type.Object({ token: Token, respuesta: Type.Enum([...RESPUESTAS_ESTIMULO]) }),
        response: respuestas({ 204: SinCuerpo('Respuesta guardada; YA_ENCONTRE pausa la alerta') }, 400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      await responderEnlace(app.db, clave, request.body.token, { tipo: 'ESTIMULO', valor: request.body.respuesta });
      return reply.status(204).send();
    },
  );
};
