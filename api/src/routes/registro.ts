// Registration with e-mail confirmation (code or link) and sign-in by link token (issue 9). Rules and
// queries in src/registro/; the e-mails go through the outbox (src/correo/).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TIPOS_DOCUMENTO } from '@portal/shared/contract';
import { claveDeEnlaces } from '../auth/tokens-enlace';
import { ingresar } from '../auth/candidatos';
import { createKysely } from '../db/kysely';
import { portalDelCorreo } from '../correo/portal';
import { respuestas } from '../esquemas/comunes';
import { LoginRespuesta } from '../esquemas/sesion';
import { limitePorDireccion } from '../red/limite';
import { codigoReciente, destinatario, nuevoConteoSinCuenta, verificarCodigo } from '../registro/codigo';
import { enviarConfirmacion, registrarCuenta } from '../registro/cuenta-nueva';
import { ingresarConToken } from '../registro/ingreso-con-token';

const Correo = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

const RegistroBody = Type.Object({
  nombres: Type.String({ minLength: 1, maxLength: 100 }),
  apellidos: Type.String({ minLength: 1, maxLength: 100 }),
  tipoDocumento: Type.Enum([...TIPOS_DOCUMENTO]),
  numeroDocumento: Type.String({ minLength: 1, maxLength: 20, description: 'RUN (con o sin puntos y guion) o número de pasaporte' }),
  correo: Correo,
  clave: Type.String({ minLength: 1, maxLength: 256 }),
  aceptaPolitica: Type.Boolean(),
  versionPolitica: Type.String({ minLength: 1, maxLength: 20 }),
});
const RegistroRespuesta = Type.Object({ correo: Type.String(), codigoExpira: Type.String({ format: 'date-time' }) });
const ConfirmarBody = Type.Object({ correo: Correo, codigo: Type.String({ pattern: '^\\d{6}$', description: 'Los 6 dígitos del correo' }) });
const ReenviarBody = Type.Object({ correo: Correo });
const Aceptada = Type.Object({}, { description: 'Recibida: si corresponde, llega un correo' });
const LoginTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }), externo: Type.Boolean() });

export interface RegistroOptions {
  jwtSecret: string;
  /** INGRESO_EXTERNO_SECRETO: HS256 key of partners' sign-in tokens; unset, they are refused. */
  secretoIngresoExterno?: string;
  /** Registrations and resend requests one address may make a minute. */
  solicitudesPorMinuto?: number;
}

export const registroRoutes: FastifyPluginAsyncTypebox<RegistroOptions> = async (app, { jwtSecret, secretoIngresoExterno, solicitudesPorMinuto = 10 }) => {
  const claveEnlaces = claveDeEnlaces(jwtSecret);
  const limite = limitePorDireccion('registro', solicitudesPorMinuto, 'DEMASIADAS_SOLICITUDES');

  app.post(
    '/api/registro',
    {
      schema: { summary: 'Crea una cuenta de candidato y envía el correo de confirmación', operationId: 'registrarCandidato', tags: ['registro'], body: RegistroBody, response: respuestas({ 201: RegistroRespuesta }, 400, 409, 429) },
      config: { rateLimit: limite },
    },
    async (request, reply) => {
      const portal = await portalDelCorreo(app.k, request);
      return reply.status(201).send(await registrarCuenta(app.db, claveEnlaces, portal, request.body));
    },
  );

  // An address without an unconfirmed account gets the answers of a wrong code (src/registro/codigo.ts).
  app.post(
    '/api/registro/confirmar',
    { schema: { summary: 'Confirma el correo de la cuenta e inicia sesión', operationId: 'confirmarRegistro', tags: ['registro'], body: ConfirmarBody, response: respuestas({ 200: LoginRespuesta }, 400, 410) } },
    async (request) => {
      const para = await destinatario(app.k, claveEnlaces, request.body.correo);
      await verificarCodigo(app.k, para, request.body.codigo);
      // Only a real account's code can be right.
      const { idCandidato } = para as { idCandidato: number };
      await app.k.updateTable('candidato').set({ correo_confirmado: new Date() }).where('id_candidato', '=', idCandidato).execute();
      return ingresar(app, idCandidato);
    },
  );

  // 202 whatever the address: the answer never tells whether an unconfirmed account has it.
  app.post(
    '/api/registro/reenviar',
    { schema: { summary: 'Envía otra vez el correo de confirmación', operationId: 'reenviarConfirmacion', tags: ['registro'], body: ReenviarBody, response: respuestas({ 202: Aceptada }, 400, 429) }, config: { rateLimit: limite } },
    async (request, reply) => {
      const para = await destinatario(app.k, claveEnlaces, request.body.correo);
      if (!('idCandidato' in para)) await nuevoConteoSinCuenta(app.k, para.correoHash);
      else if (!(await codigoReciente(app.k, para.idCandidato))) {
        const portal = await portalDelCorreo(app.k, request);
        await app.db.transaction((tx) =>
          enviarConfirmacion(createKysely(tx), claveEnlaces, portal, { idCandidato: para.idCandidato, correo: para.correo, nombres: para.nombres }),
        );
      }
      return reply.status(202).send({});
    },
  );

  app.post(
    '/api/login/token',
    { schema: { summary: 'Inicia sesión con el token de un enlace o de un socio', operationId: 'ingresarConToken', tags: ['candidato'], body: LoginTokenBody, response: respuestas({ 200: LoginRespuesta }, 400, 401, 403) } },
    async (request) => ingresarConToken(app, { enlaces: claveEnlaces, externo: secretoIngresoExterno }, request.body),
  );
};
