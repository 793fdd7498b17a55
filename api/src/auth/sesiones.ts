// JWT sessions: every token's jti is a row of `sesion`, so logout can revoke a token before it expires.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { MAX_ENTERO } from '../esquemas/comunes';

export const DURACION_SESION_MS = 7 * 24 * 60 * 60 * 1000;

export interface Sesion {
  idCandidato: number;
  jti: string;
}

export async function abrirSesion(app: FastifyInstance, idCandidato: number): Promise<string> {
  const jti = randomUUID();
  await app.k
    .insertInto('sesion')
    .values({ jti, id_candidato: idCandidato, expira: new Date(Date.now() + DURACION_SESION_MS) })
    .execute();
  return app.jwt.sign({ sub: String(idCandidato), jti });
}

/** The candidate id a token names, when it is one the database could hold. */
function idDe(sub: unknown): number | null {
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub)) return null;
  const id = Number(sub);
  return id <= MAX_ENTERO ? id : null;
}

/** Verifies signature and expiry, then that the session is live and belongs to the token's candidate. */
export async function verificarSesion(app: FastifyInstance, token: string | undefined): Promise<Sesion> {
  if (!token) throw apiError('SESION_INVALIDA');
  let payload: { sub?: unknown; jti?: unknown };
  try {
    payload = app.jwt.verify(token);
  } catch {
    throw apiError('SESION_INVALIDA');
  }
  const { jti } = payload;
  const idCandidato = idDe(payload.sub);
  if (typeof jti !== 'string' || !/^[0-9a-f-]{36}$/.test(jti) || idCandidato === null) throw apiError('SESION_INVALIDA');
  // A token signed for one candidate never opens another's session, even with a live jti.
  const viva = await app.k
    .selectFrom('sesion')
    .select('jti')
    .where('jti', '=', jti)
    .where('id_candidato', '=', idCandidato)
    .where('revocada', 'is', null)
    .where('expira', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!viva) throw apiError('SESION_INVALIDA');
  return { idCandidato, jti };
}

export async function revocarSesion(k: Kysely<Database>, jti: string): Promise<void> {
  await k.updateTable('sesion').set({ revocada: sql<Date>`now()` }).where('jti', '=', jti).execute();
}
