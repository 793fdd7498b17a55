// Login (e-mail or RUN), logout (revokes the token's session) and "who am I".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { claveValida, normalizarRun } from '../auth/credenciales';
import { intentosLogin, type LimitesLogin } from '../auth/intentos-login';
import { abrirSesion, revocarSesion, tokenDe, verificarSesion } from '../auth/sesiones';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';

const LoginBody = Type.Object({
  usuario: Type.String({ minLength: 1, maxLength: 254, description: 'Correo o RUN (con o sin puntos y guion)' }),
  clave: Type.String({ minLength: 1, maxLength: 256 }),
});

const LogoutQuery = Type.Object({ jwt: Type.Optional(Type.String()) });

const bearer = [{ bearer: [] }];

export const candidatoRoutes: FastifyPluginAsyncTypebox<{ db: Db; limitesLogin?: LimitesLogin }> = async (app, { db, limitesLogin }) => {
  const k = createKysely(db);
  const intentos = intentosLogin(db, limitesLogin);
  const candidatos = () =>
    k.selectFrom('candidato').select(['id_candidato as idCandidato', 'nombres', 'apellidos', 'correo', 'archivo', 'estado']);

  app.post(
    '/api/login',
    { schema: { tags: ['candidato'], body: LoginBody } },
    async (request) => {
      const usuario = request.body.usuario.trim();
      await intentos.exigirSinBloqueo(usuario, request.ip);
      const encontrado = await k
        .selectFrom('candidato')
        .select(['id_candidato', 'clave_hash'])
        .$call((q) =>
          usuario.includes('@')
            ? q.where((eb) => eb(eb.fn('lower', ['correo']), '=', usuario.toLowerCase()))
            : q.where('run', '=', normalizarRun(usuario)),
        )
        .executeTakeFirst();
      // Unknown user and wrong password: same answer, same cost (one argon2 verify each).
      const valida = await claveValida(encontrado?.clave_hash, request.body.clave);
      if (!encontrado || !valida) {
        await intentos.registrarFallo(usuario, request.ip);
        throw new ApiError(401, 'CREDENCIALES_INVALIDAS', 'Correo, RUN o contraseña incorrectos.');
      }
      await intentos.registrarExito(usuario);
      const jwt = await abrirSesion(app, db, encontrado.id_candidato);
      const candidato = await candidatos().where('id_candidato', '=', encontrado.id_candidato).executeTakeFirstOrThrow();
      return { login: { jwt }, candidato };
    },
  );

  // The way to log out: the token only in the Authorization header, never in a URL that logs and
  // histories keep.
  app.post('/api/login/logout', { schema: { tags: ['candidato'], security: bearer } }, async (request, reply) => {
    const sesion = await verificarSesion(app, db, tokenDe(request));
    await revocarSesion(db, sesion.jti);
    return reply.status(204).send();
  });

  // SPEC.md section 7's logout, kept for clients that send the token as ?jwt= (hidden in the log).
  app.get(
    '/api/login/logout-api',
    { schema: { tags: ['candidato'], querystring: LogoutQuery, security: bearer } },
    async (request, reply) => {
      const sesion = await verificarSesion(app, db, tokenDe(request, true));
      await revocarSesion(db, sesion.jti);
      return reply.status(204).send();
    },
  );

  app.get('/api/candidato/sesion', { schema: { tags: ['candidato'], security: bearer } }, async (request) => {
    const { idCandidato } = await verificarSesion(app, db, tokenDe(request));
    const candidato = await candidatos().where('id_candidato', '=', idCandidato).executeTakeFirst();
    if (!candidato) throw new ApiError(401, 'SESION_INVALIDA', 'Tu sesión expiró o no es válida. Ingresa nuevamente.');
    return candidato;
  });
};
