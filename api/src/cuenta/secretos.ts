// One-time codes and tokens of the account flows, and how they are kept: never in clear.
// - A 6-digit code has only a million values, so a plain hash of it is reversed at once: it is stored as an
//   HMAC keyed by a secret the database does not hold, bound to its request (`contexto`).
// - A token carries 256 random bits: SHA-256 of it is enough, and it can be looked up by that hash.
// Comparisons run in constant time.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export type Firmador = (texto: string) => string;

/** HMAC-SHA256 under a key derived from the server's secret (so it differs from the session key). */
export function firmador(secretoServidor: string): Firmador {
  const llave = createHmac('sha256', secretoServidor).update('portal:codigos-de-cuenta').digest();
  return (texto) => createHmac('sha256', llave).update(texto).digest('hex');
}

export const nuevoCodigo = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hashCodigo = (firmar: Firmador, contexto: string, codigo: string) => firmar(`${contexto}:${codigo}`);

/** Whether two hex digests are equal, in time that does not depend on where they differ. */
export function mismoHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const nuevoToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
