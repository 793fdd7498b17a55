// Login (e-mail or RUN), logout (revokes the token's session) and "who am I".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { candidatoDeSesion, candidatoPorUsuario } from '../auth/candidatos';
import { claveValida } from '../auth/credenciales';
import { intentosLogin, type LimitesLogin } from '../auth/intentos-login';
import { abrirSesion, revocarSesion } from '../auth/sesiones';
import { apiError } from '../errors';
import { Nullable, SinCuerpo, respuestas } from '../esquemas/comunes';

const LoginBody = Type.Object({
  usuario: Type.String({ minLength: 1, maxLength: 254, description: 'Correo o RUN (con o sin puntos y guion)' }),
  clave: Type.String({ minLength: 1, maxLength: 256 }),
});

const LogoutQuery = Type.Object({ jwt: Type.Optional(Type.String()) });

const CandidatoSesion = Type.Object({
  idCandidato: Type.Integer(),
  nombres: Type.String(),
  apellidos: Type.String(),
  correo: Type.String(),
  archivo: Nullable(Type.String()),
  estado: Type.Enum(['FINALIZADO', 'INCOMPLETO']),
});
const LoginRespuesta = Type.Object({ login: Type.Object({ jwt: Type.String() }), candidato: CandidatoSesion });
const SesionCerrada = SinCuerpo('Sesión cerrada');

const bearer = [{ bearer: [] }];

export const candidatoRoutes: FastifyPluginAsyncTypebox<{ limitesLogin?: LimitesLogin }> = async (app, { limitesLogin }) => {
  const intentos = intentosLogin(app.db, limitesLogin);

  app.post(
    '/api/login',
    { schema: { tags: ['candidato'], body: LoginBody, response: respuestas({ 200: LoginRespuesta }, 400, 401, 429) } },
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
      const jwt = await abrirSesion(app, encontrado.id_candidato);
      const candidato = await candidatoDeSesion(app.k, encontrado.id_candidato);
      return { login: { jwt }, candidato: candidato! };
    },
  );

  // The way to log out: the token only in the Authorization header, never in a URL that logs and
  // histories keep.
  app.post(
    '/api/login/logout',
    { schema: { tags: ['candidato'], security: bearer, response: respuestas({ 204: SesionCerrada }, 401) }, preHandler: app.autenticar },
    async (request, reply) => {
      await revocarSesion(app.k, request.candidato!.jti);
      return reply.status(204).send();
    },
  );

  // SPEC.md section 7's logout, kept for clients that send the token as ?jwt= (hidden in the log).
  app.get(
    '/api/login/logout-api',
    {
      schema: { tags: ['candidato'], querystring: LogoutQuery, security: bearer, response: respuestas({ 204: SesionCerrada }, 401) },
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
    { schema: { tags: ['candidato'], security: bearer, response: respuestas({ 200: CandidatoSesion }, 401) }, preHandler: app.autenticar },
    async (request) => {
      const candidato = await candidatoDeSesion(app.k, request.candidato!.idCandidato);
      if (!candidato) throw apiError('SESION_INVALIDA');
      return candidato;
    },
  );
};
