// `guardada` for a signed-in candidate on search and offer answers. The bearer is optional there: no token,
// or one that no longer verifies, means a visitor (nothing saved), never an error.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenDe, verificarSesion } from '../auth/sesiones';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';

export async function candidatoOpcional(app: FastifyInstance, db: Db, request: FastifyRequest): Promise<number | null> {
  const token = tokenDe(request);
  if (!token) return null;
  try {
    return (await verificarSesion(app, db, token)).idCandidato;
  } catch {
    return null;
  }
}

/** The ids among `idsOferta` the candidate saved. */
export async function idsGuardadas(db: Db, idCandidato: number | null, idsOferta: number[]): Promise<Set<number>> {
  if (idCandidato === null || !idsOferta.length) return new Set();
  const filas = await createKysely(db)
    .selectFrom('oferta_guardada')
    .select('id_oferta')
    .where('id_candidato', '=', idCandidato)
    .where('id_oferta', 'in', idsOferta)
    .execute();
  return new Set(filas.map((f) => f.id_oferta));
}
