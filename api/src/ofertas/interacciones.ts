// The offers a candidate applied to or saved: the basis of /relacionadas, and «Ya postulaste» on results.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export async function ofertasDelCandidato(k: Kysely<Database>, idCandidato: number): Promise<number[]> {
  const filas = await k
    .selectFrom('postulacion')
    .select('id_oferta')
    .where('id_candidato', '=', idCandidato)
    .union(k.selectFrom('oferta_guardada').select('id_oferta').where('id_candidato', '=', idCandidato))
    .execute();
  return filas.map((fila) => fila.id_oferta);
}

/** Which of `idsOferta` the candidate applied to (as the offer page's «Ya postulaste» counts them). */
export async function idsPostuladas(k: Kysely<Database>, idCandidato: number, idsOferta: number[]): Promise<Set<number>> {
  if (!idsOferta.length) return new Set();
  const filas = await k.selectFrom('postulacion').select('id_oferta').where('id_candidato', '=', idCandidato).where('id_oferta', 'in', idsOferta).execute();
  return new Set(filas.map((fila) => fila.id_oferta));
}
