// Signed tokens of e-mail links and partner sign-in (HS256 JWTs): signature, expiry, audience and single
// use, each refusal with its own code. E-mail links are signed with a key derived from the api's secret,
// so a session token never passes for a link and a link never for a session; partners sign with
// INGRESO_EXTERNO_SECRETO.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';

export const AUDIENCIAS = ['confirmar-correo', 'ingreso', 'ingreso-externo', 'alerta-cancelar', 'alerta-votacion', 'alerta-estimulo', 'colocacion', 'movilidad-desiste'] as const;
export type Audiencia = (typeof AUDIENCIAS)[number];

export interface ContenidoToken {
  sub: string;
  aud: Audiencia;
  jti: string;
  exp: number;
  /** What else the link is bound to (a job alert's or an application's id), when anything. */
  ref?: string;
  /** The account's state when the link was made (huellaCuenta): sign-in links die when it changes. */
  est?: string;
}

const base64url = (datos: Buffer | string) => Buffer.from(datos).toString('base64url');

/** The key of e-mail links: derived from the session secret, never equal to it. */
export function claveDeEnlaces(secretoJwt: string): Buffer {
  return createHmac('sha256', secretoJwt).update('enlaces-de-correo').digest();
}

export function firmarToken(
  clave: Buffer | string,
  { sub, aud, duracionMs, ref, est }: { sub: string; aud: Audiencia; duracionMs: number; ref?: string; est?: string },
): string {
  const ahora = Math.floor(Date.now() / 1000);
  const cuerpo = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(
    JSON.stringify({ sub, aud, jti: randomUUID(), iat: ahora, exp: ahora + Math.floor(duracionMs / 1000), ref, est }),
  )}`;
  return `${cuerpo}.${createHmac('sha256', clave).update(cuerpo).digest('base64url')}`;
}

/** Checks signature (HS256 only), audience (one of `audiencias`) and expiry; 401 ENLACE_INVALIDO / ENLACE_EXPIRADO otherwise. */
export function verificarToken(clave: Buffer | string, token: string, audiencias: readonly Audiencia[]): ContenidoToken {
  const partes = token.split('.');
  if (partes.length !== 3) throw apiError('ENLACE_INVALIDO');
  const [cabecera, carga, firma] = partes as [string, string, string];
  const esperada = createHmac('sha256', clave).update(`${cabecera}.${carga}`).digest();
  const recibida = Buffer.from(firma, 'base64url');
  if (recibida.length !== esperada.length || !timingSafeEqual(recibida, esperada)) throw apiError('ENLACE_INVALIDO');
  let contenido: Record<string, unknown>;
  try {
    if ((JSON.parse(Buffer.from(cabecera, 'base64url').toString()) as { alg?: unknown }).alg !== 'HS256') throw new Error('alg');
    contenido = JSON.parse(Buffer.from(carga, 'base64url').toString()) as Record<string, unknown>;
  } catch {
    throw apiError('ENLACE_INVALIDO');
  }
  const { sub, aud, jti, exp, ref, est } = contenido;
  if (!audiencias.includes(aud as Audiencia) || typeof sub !== 'string' || typeof jti !== 'string' || !jti || jti.length > 200 || typeof exp !== 'number') {
    throw apiError('ENLACE_INVALIDO');
  }
  if (exp * 1000 <= Date.now()) throw apiError('ENLACE_EXPIRADO');
  return { sub, aud: aud as Audiencia, jti, exp, ...(typeof ref === 'string' && { ref }), ...(typeof est === 'string' && { est }) };
}

/** Spends a token: the first call wins, any later one (or a concurrent one) gets 401 ENLACE_USADO. */
export async function gastarToken(k: Kysely<Database>, { aud, jti, exp }: ContenidoToken): Promise<void> {
  const gastado = await k
    .insertInto('token_usado')
    .values({ jti: `${aud}:${jti}`, expira: new Date(exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  if (!gastado) throw apiError('ENLACE_USADO');
  // Rows of expired tokens can go: an expired token is refused before it gets here.
  await k.deleteFrom('token_usado').where('expira', '<', sql<Date>`now() - interval '1 day'`).execute();
}
