// Login (e-mail or RUN), logout (revokes the token's session) and "who am I". Sign-in by link token and
// registration are in registro.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { candidatoDeSesion, candidatoPorUsuario, ingresar } from '../auth/candidatos';
import { claveValida } from '../auth/credenciales';
import { intentosLogin, type LimitesLogin } from '../auth/intentos-login';
import { revocarSesion } from '../auth/sesiones';
import { apiError } from '../errors';
import { SinCuerpo, respuestas } from '../esquemas/comunes';
import { CandidatoSesion, LoginRespuesta } from '../esquemas/sesion';

const LoginBody = Type.Object({
  usuario: Type.String({ minLength: 1, maxLength: 254, description: 'Correo o RUN (con o sin puntos y guion)' }),
  clave: Type.String({ minLength: 1, maxLength: 256 }),
});

const LogoutQuery = Type.Object({ jwt: Type.Optional(Type.String()) });

const SesionCerrada = SinCuerpo('Sesión cerrada');

const bearer = [{ bearer: [] }];

export const candidatoRoutes: FastifyPluginAsyncTypebox<{ limitesLogin?: LimitesLogin }> = async (app, { limitesLogin }) => {
  const intentos = intentosLogin(app.db, limitesLogin);

  app.post(
    '/api/login',
    { schema: { summary: 'Inicia sesión con correo o RUN y contraseña', operationId: 'ingresar', tags: ['candidato'], body: LoginBody, response: respuestas({ 200: LoginRespuesta }, 400, 401, 403, 429) } },
    async (request) => {
      const usuario = request.body.usuario.trim();
      await intentos.exigirSinBloqueo(usuario, request.ip);
      const encontrado = await candidatoPorUsuario(app.k, usuario);
      // Unknown user and wrong password: same answer, same cost (one argon2 verify each).
      const valida = await claveValida(encontrado?.clave_hash, request.body.clave);
      if (!encontrado || !valida) {
        await intentos.registrarFallo(usuario, request.ip);
        throw apiError('CREDENCIALES_INVALIDAS');
      }
      await intentos.registrarExito(usuario);
      // Said only after the right password, so it tells a stranger nothing about the account.
      if (!encontrado.correo_confirmado) throw apiError('CUENTA_NO_CONFIRMADA');
      return ingresar(app, encontrado.id_candidato);
    },
  );

  // The way to log out: the token only in the Authorization header, never in a URL that logs and
  // histories keep.
  app.post(
    '/api/login/logout',
    { schema: { summary: 'Cierra la sesión del token', operationId: 'cerrarSesion', tags: ['candidato'], security: bearer, response: respuestas({ 204: SesionCerrada }, 401) }, preHandler: app.autenticar },
    async (request, reply) => {
      await revocarSesion(app.k, request.candidato!.jti);
      return reply.status(204).send();
    },
  );

  // SPEC.md section 7's logout, kept for clients that send the token as ?jwt= (hidden in the log).
  app.get(
    '/api/login/logout-api',
    {
      schema: { summary: 'Cierra la sesión del token, que puede venir en ?jwt=', operationId: 'cerrarSesionConJwt', tags: ['candidato'], querystring: LogoutQuery, security: bearer, response: respuestas({ 204: SesionCerrada }, 401) },
      config: { jwtEnQuery: true },
      preHandler: app.autenticar,
    },
    async (request, reply) => {
      await revocarSesion(app.k, request.candidato!.jti);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/candidato/sesion',
    { schema: { summary: 'El candidato de la sesión', operationId: 'obtenerSesion', tags: ['candidato'], security: bearer, response: respuestas({ 200: CandidatoSesion }, 401) }, preHandler: app.autenticar },
    async (request) => {
      const candidato = await candidatoDeSesion(app.k, request.candidato!.idCandidato);
      if (!candidato) throw apiError('SESION_INVALIDA');
      return candidato;
    },
  );
};
