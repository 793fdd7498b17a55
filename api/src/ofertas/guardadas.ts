// Saved offers: idempotent save and unsave, and `guardada` on search and offer answers for the candidate.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The ids among `idsOferta` the candidate saved (none for a visitor). */
export async function idsGuardadas(k: Kysely<Database>, idCandidato: number | null, idsOferta: number[]): Promise<Set<number>> {
  if (idCandidato === null || !idsOferta.length) return new Set();
  const filas = await k
    .selectFrom('oferta_guardada')
    .select('id_oferta')
    .where('id_candidato', '=', idCandidato)
    .where('id_oferta', 'in', idsOferta)
    .execute();
  return new Set(filas.map((f) => f.id_oferta));
}

export async function guardarOferta(k: Kysely<Database>, idCandidato: number, idOferta: number): Promise<void> {
  await k.insertInto('oferta_guardada').values({ id_candidato: idCandidato, id_oferta: idOferta }).onConflict((oc) => oc.doNothing()).execute();
}

export async function quitarOferta(k: Kysely<Database>, idCandidato: number, idOferta: number): Promise<void> {
  await k.deleteFrom('oferta_guardada').where('id_candidato', '=', idCandidato).where('id_oferta', '=', idOferta).execute();
}
