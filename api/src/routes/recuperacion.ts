// Password recovery: POST /api/recuperacion (where the code can go), …/:idSolicitud/enviar (e-mails a
// code), …/:idSolicitud/verificar (code → change token), …/nueva-clave (token → new password, every
// session ends). No answer tells whether the identifier names an account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { avisarClaveCambiada, avisarCodigoRecuperacion, contextoCorreo } from '../cuenta/avisos';
import { guardarClave, hashDeClaveNueva } from '../cuenta/clave';
import { cuentaDelToken, enviarCodigo, gastarToken, solicitarRecuperacion, verificarCodigo } from '../cuenta/recuperacion';
import type { Firmador } from '../cuenta/secretos';
import { createKysely } from '../db/kysely';
import { SinCuerpo, respuestas } from '../esquemas/comunes';
import { limitePorDireccion } from '../red/limite';

const RecuperacionBody = Type.Object({
  identificador: Type.String({ minLength: 1, maxLength: 254, description: 'RUN (con o sin puntos y guion) o correo' }),
});
const Params = Type.Object({ idSolicitud: Type.String({ minLength: 1, maxLength: 64 }) });
const EnviarBody = Type.Object({ destino: Type.Literal('CORREO') });
const VerificarBody = Type.Object({ codigo: Type.String({ pattern: '^[0-9]{6}$', description: 'Los 6 dígitos del correo' }) });
const NuevaClaveBody = Type.Object({ tokenCambio: Type.String({ minLength: 1, maxLength: 100 }), clave: Type.String({ minLength: 1, maxLength: 256 }) });

const SolicitudRecuperacion = Type.Object({
  idSolicitud: Type.String(),
  destinos: Type.Array(Type.Object({ tipo: Type.Literal('CORREO'), valor: Type.String({ description: 'Enmascarado: d***@portal.cl' }) })),
});
const CodigoEnviado = Type.Object({ codigoExpira: Type.String({ description: 'ISO 8601: hasta cuándo vale el código' }) });
const CodigoVerificado = Type.Object({ tokenCambio: Type.String({ description: 'Vale 15 minutos, una vez' }) });

export const recuperacionRoutes: FastifyPluginAsyncTypebox<{ firmar: Firmador; solicitudesPorMinuto?: number }> = async (
  app,
  { firmar, solicitudesPorMinuto = 10 },
) => {
  const limite = limitePorDireccion('recuperacion', solicitudesPorMinuto, 'DEMASIADAS_SOLICITUDES');
  const tags = ['recuperacion'];

  app.post(
    '/api/recuperacion',
    { schema: { summary: 'Inicia la recuperación de contraseña: a dónde puede ir el código', operationId: 'solicitarRecuperacion', tags, body: RecuperacionBody, response: respuestas({ 200: SolicitudRecuperacion }, 400, 429) }, config: { rateLimit: limite } },
    async (request) => solicitarRecuperacion(app.k, firmar, request.body.identificador),
  );

  app.post(
    '/api/recuperacion/:idSolicitud/enviar',
    { schema: { summary: 'Envía el código de recuperación por correo', operationId: 'enviarCodigoRecuperacion', tags, params: Params, body: EnviarBody, response: respuestas({ 202: CodigoEnviado }, 400, 404, 410, 429) }, config: { rateLimit: limite } },
    async (request, reply) => {
      const contexto = await contextoCorreo(app.k, request);
      const expira = await enviarCodigo(app.db, firmar, request.params.idSolicitud, (k, para, codigo, hasta, vigencia) =>
        avisarCodigoRecuperacion(k, contexto, { para, codigo, expira: hasta, vigencia }),
      );
      return reply.status(202).send({ codigoExpira: expira.toISOString() });
    },
  );

  app.post(
    '/api/recuperacion/:idSolicitud/verificar',
    { schema: { summary: 'Cambia el código por un token para fijar la contraseña', operationId: 'verificarCodigoRecuperacion', tags, params: Params, body: VerificarBody, response: respuestas({ 200: CodigoVerificado }, 400, 404, 410) } },
    async (request) => ({ tokenCambio: await verificarCodigo(app.k, firmar, request.params.idSolicitud, request.body.codigo) }),
  );

  app.post(
    '/api/recuperacion/nueva-clave',
    { schema: { summary: 'Fija la contraseña nueva; todas las sesiones terminan', operationId: 'fijarClaveNueva', tags, body: NuevaClaveBody, response: respuestas({ 204: SinCuerpo('Contraseña cambiada; todas las sesiones terminaron') }, 400, 410) } },
    async (request, reply) => {
      const { tokenCambio, clave } = request.body;
      const cuenta = await cuentaDelToken(app.k, tokenCambio);
      const claveHash = await hashDeClaveNueva(clave, cuenta);
      const contexto = await contextoCorreo(app.k, request);
      await app.db.transaction(async (tx) => {
        const t = createKysely(tx);
        await gastarToken(t, tokenCambio);
        await guardarClave(t, cuenta.id_candidato, claveHash);
        await avisarClaveCambiada(t, contexto, cuenta.correo);
      });
      return reply.status(204).send();
    },
  );
};
