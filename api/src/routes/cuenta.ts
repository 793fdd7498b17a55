// Account settings and data rights (bearer, except the e-mail link): change the password, change the main
// e-mail (link to the new address, the old one told), download every datum (Ley 21.719 access and
// portability) and delete the account with its files. Each change asks for the current password,
// throttled like the login (a stolen session must not guess it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { claveValida } from '../auth/credenciales';
import { intentosLogin, type LimitesLogin } from '../auth/intentos-login';
import { avisarClaveCambiada, avisarCorreoCambiado, avisarEnlaceCambioCorreo, contextoCorreo } from '../cuenta/avisos';
import { guardarClave, hashDeClaveNueva } from '../cuenta/clave';
import { confirmarCambioCorreo, pedirCambioCorreo } from '../cuenta/correo';
import { eliminarCuenta } from '../cuenta/eliminacion';
import { exportarDatos } from '../cuenta/exportacion';
import { createKysely } from '../db/kysely';
import { apiError } from '../errors';
import { SinCuerpo, respuestas } from '../esquemas/comunes';
import { ExportacionDatos } from '../esquemas/exportacion';
import type { Almacen } from '../almacen/almacen';
import type { ConLimiteDocumentos } from '../red/limite-documentos';

const bearer = [{ bearer: [] }];
const tags = ['cuenta'];
const Clave = Type.String({ minLength: 1, maxLength: 256 });
const CambioClaveBody = Type.Object({ claveActual: Clave, claveNueva: Clave });
const CambioCorreoBody = Type.Object({ correoNuevo: Type.String({ format: 'email', maxLength: 254 }), clave: Clave });
const ConfirmarCorreoBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const EliminarCuentaBody = Type.Object({ clave: Clave });
const CorreoCambiado = Type.Object({ correo: Type.String() });

export const cuentaRoutes: FastifyPluginAsyncTypebox<{ almacen: Almacen; limitesLogin?: LimitesLogin; conLimiteDocumentos: ConLimiteDocumentos }> = async (
  app,
  { almacen, limitesLogin, conLimiteDocumentos },
) => {
  const intentos = intentosLogin(app.db, limitesLogin);

  /** The session's account, once its password is the one given (400 CLAVE_ACTUAL_INCORRECTA otherwise). */
  async function cuentaConClave(request: FastifyRequest, clave: string) {
    const cuenta = await app.k
      .selectFrom('candidato')
      .select(['id_candidato', 'correo', 'numero_documento', 'clave_hash'])
      .where('id_candidato', '=', request.candidato!.idCandidato)
      .executeTakeFirst();
    if (!cuenta) throw apiError('SESION_INVALIDA');
    await intentos.exigirSinBloqueo(cuenta.correo, request.ip);
    if (!(await claveValida(cuenta.clave_hash, clave))) {
      await intentos.registrarFallo(cuenta.correo, request.ip);
      throw apiError('CLAVE_ACTUAL_INCORRECTA');
    }
    return cuenta;
  }

  app.put(
    '/api/cuenta/clave',
    {
      schema: { summary: 'Cambia la contraseña; las demás sesiones terminan', operationId: 'cambiarClave', tags, security: bearer, body: CambioClaveBody, response: respuestas({ 204: SinCuerpo('Contraseña cambiada; las demás sesiones terminaron') }, 400, 401, 429) },
      preHandler: app.autenticar,
    },
    async (request, reply) => {
      const cuenta = await cuentaConClave(request, request.body.claveActual);
      const claveHash = await hashDeClaveNueva(request.body.claveNueva, cuenta);
      const contexto = await contextoCorreo(app.k, request);
      await app.db.transaction(async (tx) => {
        const t = createKysely(tx);
        await guardarClave(t, cuenta.id_candidato, claveHash, request.candidato!.jti);
        await avisarClaveCambiada(t, contexto, cuenta.correo);
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/cuenta/correo',
    {
      schema: { summary: 'Pide cambiar el correo: envía un enlace al correo nuevo', operationId: 'solicitarCambioCorreo', tags, security: bearer, body: CambioCorreoBody, response: respuestas({ 202: SinCuerpo('Enlace enviado al correo nuevo') }, 400, 401, 409, 429) },
      preHandler: app.autenticar,
    },
    async (request, reply) => {
      const cuenta = await cuentaConClave(request, request.body.clave);
      const contexto = await contextoCorreo(app.k, request);
      await app.db.transaction(async (tx) => {
        const t = createKysely(tx);
        const { token, correo, expira } = await pedirCambioCorreo(t, cuenta.id_candidato, cuenta.correo, request.body.correoNuevo);
        await avisarEnlaceCambioCorreo(t, contexto, { para: correo, token, expira });
      });
      return reply.status(202).send();
    },
  );

  // The token is the proof: the link may be opened where the account is not signed in.
  app.post(
    '/api/cuenta/correo/confirmar',
    { schema: { summary: 'Confirma el correo nuevo con el token del enlace', operationId: 'confirmarCambioCorreo', tags, body: ConfirmarCorreoBody, response: respuestas({ 200: CorreoCambiado }, 400, 401, 409) } },
    async (request) => {
      const contexto = await contextoCorreo(app.k, request);
      return app.db.transaction(async (tx) => {
        const t = createKysely(tx);
        const cambio = await confirmarCambioCorreo(t, request.body.token);
        await avisarCorreoCambiado(t, contexto, { para: cambio.anterior, correoNuevo: cambio.nuevo });
        return { correo: cambio.nuevo };
      });
    },
  );

  app.get(
    '/api/cuenta/datos',
    { schema: { summary: 'Descarga todos los datos de la cuenta (acceso y portabilidad)', operationId: 'exportarDatos', tags, security: bearer, response: respuestas({ 200: ExportacionDatos }, 401, 429) }, preHandler: app.autenticar },
    async (request, reply) => {
      const datos = await conLimiteDocumentos(request, () => exportarDatos(app.k, request.candidato!.idCandidato));
      return reply.header('content-disposition', 'attachment; filename="mis-datos.json"').header('cache-control', 'no-store').send(datos);
    },
  );

  app.delete(
    '/api/cuenta',
    {
      schema: { summary: 'Elimina la cuenta con sus archivos y sesiones', operationId: 'eliminarCuenta', tags, security: bearer, body: EliminarCuentaBody, response: respuestas({ 204: SinCuerpo('Cuenta, archivos y sesiones eliminados') }, 400, 401, 429) },
      preHandler: app.autenticar,
    },
    async (request, reply) => {
      const cuenta = await cuentaConClave(request, request.body.clave);
      const contexto = await contextoCorreo(app.k, request);
      await eliminarCuenta(app.db, almacen, { idCandidato: cuenta.id_candidato, correo: cuenta.correo }, contexto, request.log);
      return reply.status(204).send();
    },
  );
};
