// JWT sessions: every token's jti is a row of `sesion`, so logout can revoke a token before it expires.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ApiError } from '../errors';

export const DURACION_SESION_MS = 7 * 24 * 60 * 60 * 1000;

export interface Sesion {
  idCandidato: number;
  jti: string;
}

const sesionInvalida = () =>
  new ApiError(401, 'SESION_INVALIDA', 'Tu sesión expiró o no es válida. Ingresa nuevamente.');

export async function abrirSesion(app: FastifyInstance, db: Db, idCandidato: number): Promise<string> {
  const jti = randomUUID();
  await db.query('INSERT INTO sesion (jti, id_candidato, expira) VALUES ($1, $2, $3)', [
    jti,
    idCandidato,
    new Date(Date.now() + DURACION_SESION_MS),
  ]);
  return app.jwt.sign({ sub: String(idCandidato), jti });
}

/** The bearer token of the request; `jwt` in the query string is accepted where the SPEC sends it so. */
export function tokenDe(request: FastifyRequest, aceptarQuery = false): string | undefined {
  const [tipo, token] = (request.headers.authorization ?? '').split(' ');
  if (tipo?.toLowerCase() === 'bearer' && token) return token;
  const query = request.query as { jwt?: unknown };
  return aceptarQuery && typeof query.jwt === 'string' && query.jwt ? query.jwt : undefined;
}

/** Verifies signature and expiry, then that the session was not revoked. */
export async function verificarSesion(app: FastifyInstance, db: Db, token: string | undefined): Promise<Sesion> {
  if (!token) throw sesionInvalida();
  let payload: { sub?: string; jti?: string };
  try {
    payload = app.jwt.verify(token);
  } catch {
    throw sesionInvalida();
  }
  if (typeof payload.jti !== 'string' || !/^[0-9a-f-]{36}$/.test(payload.jti)) throw sesionInvalida();
  const { rows } = await db.query(
    'SELECT 1 FROM sesion WHERE jti = $1 AND revocada IS NULL AND expira > now()',
    [payload.jti],
  );
  if (!rows.length) throw sesionInvalida();
  return { idCandidato: Number(payload.sub), jti: payload.jti };
}

export async function revocarSesion(db: Db, jti: string): Promise<void> {
  await db.query('UPDATE sesion SET revocada = now() WHERE jti = $1', [jti]);
}
