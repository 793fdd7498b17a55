// The offers a candidate applied to or saved: the basis of /relacionadas.
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
