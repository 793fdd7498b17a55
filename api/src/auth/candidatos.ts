// The candidate behind a login (by e-mail or RUN) and as the session shows it (CandidatoSesionSchema).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { normalizarRun } from './credenciales';

/** Id and password hash of the candidate an e-mail (any case) or a RUN (any format) names. */
export function candidatoPorUsuario(k: Kysely<Database>, usuario: string) {
  return k
    .selectFrom('candidato')
    .select(['id_candidato', 'clave_hash'])
    .$call((q) =>
      usuario.includes('@')
        ? q.where((eb) => eb(eb.fn('lower', ['correo']), '=', usuario.toLowerCase()))
        : q.where('run', '=', normalizarRun(usuario)),
    )
    .executeTakeFirst();
}

export function candidatoDeSesion(k: Kysely<Database>, idCandidato: number) {
  return k
    .selectFrom('candidato')
    .select(['id_candidato as idCandidato', 'nombres', 'apellidos', 'correo', 'archivo', 'estado'])
    .where('id_candidato', '=', idCandidato)
    .executeTakeFirst();
}
