// The candidate behind a login (by e-mail or RUN) and as the session shows it (CandidatoSesionSchema).
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { abrirSesion } from './sesiones';
import { normalizarRut } from '@portal/shared/rut';

/** Id, password hash and confirmation of the candidate an e-mail (any case) or a RUN (any format) names. */
export function candidatoPorUsuario(k: Kysely<Database>, usuario: string) {
  return k
    .selectFrom('candidato')
    .select(['id_candidato', 'clave_hash', 'correo_confirmado'])
    .$call((q) =>
      usuario.includes('@')
        ? q.where((eb) => eb(eb.fn('lower', ['correo']), '=', usuario.toLowerCase()))
        : q.where('run', '=', normalizarRut(usuario)),
    )
    .executeTakeFirst();
}

export function candidatoDeSesion(k: Kysely<Database>, idCandidato: number) {
  return k
    .selectFrom('candidato')
    .select(['id_candidato as idCandidato', 'nombres', 'apellidos', 'correo', 'archivo', 'estado'])
    // Complete data not confirmed for a year are asked again (/actualiza-tus-datos).
    .select(sql<boolean>`estado = 'FINALIZADO' AND coalesce(datos_actualizados < now() - interval '1 year', false)`.as('datosPorActualizar'))
    .where('id_candidato', '=', idCandidato)
    .executeTakeFirst();
}

/** Opens a session for the candidate: the answer of every way to sign in (LoginRespuestaSchema). */
export async function ingresar(app: FastifyInstance, idCandidato: number) {
  const jwt = await abrirSesion(app, idCandidato);
  const candidato = await candidatoDeSesion(app.k, idCandidato);
  return { login: { jwt }, candidato: candidato! };
}
