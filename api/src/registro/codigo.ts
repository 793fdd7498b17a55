// The 6-digit code that confirms a new account's e-mail: stored hashed, valid 30 minutes, 5 attempts.
// An address without an unconfirmed account (unknown, or confirmed already) gets the same answers from a
// counter of its own (confirmacion_sin_cuenta): «Te quedan N intentos», 410 at the fifth wrong one or after 30
// minutes, a fresh count when a code is asked for again; its code never matches. So no answer of
// /api/registro/confirmar or /reenviar tells whether an address has an account waiting.
import { createHash, createHmac, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';

export const DURACION_CODIGO_MS = 30 * 60_000;
export const INTENTOS_CODIGO = 5;
/** A new code for one account at most this often (resend): the mailbox is not flooded. */
export const ESPERA_REENVIO_MS = 60_000;

const hashDe = (idCandidato: number, codigo: string) => createHash('sha256').update(`${idCandidato}:${codigo}`).digest('hex');

/** Whom a code is checked for: an account waiting for confirmation, or (by a keyed hash) an address without one. */
export type Destinatario = { idCandidato: number } | { correoHash: string };

/** The key of an address's counter: keyed, so the table is no list of the addresses people typed. */
export const hashDeCorreo = (clave: Buffer, correo: string) => createHmac('sha256', clave).update(`confirmacion-sin-cuenta:${correo.trim().toLowerCase()}`).digest('hex');

/** The unconfirmed account with that address, or its counter's key when there is none. */
export async function destinatario(k: Kysely<Database>, clave: Buffer, correo: string): Promise<{ idCandidato: number; correo: string; nombres: string } | { correoHash: string }> {
  const cuenta = await k
    .selectFrom('candidato')
    .select(['id_candidato', 'correo', 'nombres'])
    .where((eb) => eb(eb.fn('lower', ['correo']), '=', correo.trim().toLowerCase()))
    .where('correo_confirmado', 'is', null)
    .executeTakeFirst();
  return cuenta ? { idCandidato: cuenta.id_candidato, correo: cuenta.correo, nombres: cuenta.nombres } : { correoHash: hashDeCorreo(clave, correo) };
}

/** Replaces the account's code with a new one; its digits, its hash and its deadline go into the e-mail. */
export async function nuevoCodigo(k: Kysely<Database>, idCandidato: number): Promise<{ codigo: string; codigoHash: string; expira: Date }> {
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expira = new Date(Date.now() + DURACION_CODIGO_MS);
  const fila = { codigo_hash: hashDe(idCandidato, codigo), expira, intentos_restantes: INTENTOS_CODIGO, creado: new Date() };
  await k
    .insertInto('codigo_confirmacion')
    .values({ id_candidato: idCandidato, ...fila })
    .onConflict((oc) => oc.column('id_candidato').doUpdateSet(fila))
    .execute();
  return { codigo, codigoHash: fila.codigo_hash, expira };
}

/** Whether the account got a code less than ESPERA_REENVIO_MS ago. */
export async function codigoReciente(k: Kysely<Database>, idCandidato: number): Promise<boolean> {
  const fila = await k
    .selectFrom('codigo_confirmacion')
    .select('id_candidato')
    .where('id_candidato', '=', idCandidato)
    .where('creado', '>', new Date(Date.now() - ESPERA_REENVIO_MS))
    .executeTakeFirst();
  return fila !== undefined;
}

/** What a resend does for an address without account: a fresh count, at most once a minute, like a new code. */
export async function nuevoConteoSinCuenta(k: Kysely<Database>, correoHash: string): Promise<void> {
  const fila = { intentos_restantes: INTENTOS_CODIGO, expira: new Date(Date.now() + DURACION_CODIGO_MS), creado: new Date() };
  await k
    .insertInto('confirmacion_sin_cuenta')
    .values({ correo_hash: correoHash, ...fila })
    .onConflict((oc) => oc.column('correo_hash').doUpdateSet(fila).where('confirmacion_sin_cuenta.creado', '<', new Date(Date.now() - ESPERA_REENVIO_MS)))
    .execute();
}

/** Spends an attempt of a real code: its hash and the attempts left, or nothing when none is live. */
function intentoConCuenta(k: Kysely<Database>, idCandidato: number) {
  return k
    .updateTable('codigo_confirmacion')
    .set({ intentos_restantes: sql<number>`intentos_restantes - 1` })
    .where('id_candidato', '=', idCandidato)
    .where('intentos_restantes', '>', 0)
    .where('expira', '>', sql<Date>`now()`)
    .returning(['codigo_hash', 'intentos_restantes'])
    .executeTakeFirst();
}

/** The same for an address without account: its first try starts a count as if a code had just been sent. */
async function intentoSinCuenta(k: Kysely<Database>, correoHash: string) {
  // Counts whose code would have expired a day ago go: a later try starts afresh.
  await k.deleteFrom('confirmacion_sin_cuenta').where('expira', '<', sql<Date>`now() - interval '1 day'`).execute();
  return k
    .insertInto('confirmacion_sin_cuenta')
    .values({ correo_hash: correoHash, intentos_restantes: INTENTOS_CODIGO - 1, expira: new Date(Date.now() + DURACION_CODIGO_MS) })
    .onConflict((oc) =>
      oc
        .column('correo_hash')
        .doUpdateSet({ intentos_restantes: sql<number>`confirmacion_sin_cuenta.intentos_restantes - 1` })
        .where('confirmacion_sin_cuenta.intentos_restantes', '>', 0)
        .where('confirmacion_sin_cuenta.expira', '>', sql<Date>`now()`),
    )
    .returning(['intentos_restantes', sql<string | null>`null`.as('codigo_hash')])
    .executeTakeFirst();
}

const EXPIRADO = 'El código expiró o ya no es válido. Pide un código nuevo.';

/**
 * Spends one attempt on `codigo`: returns when it is right (the code is then gone), 400 CODIGO_INCORRECTO
 * with the attempts left, 410 CODIGO_EXPIRADO when there is no live code or the last attempt failed.
 */
export async function verificarCodigo(k: Kysely<Database>, para: Destinatario, codigo: string): Promise<void> {
  // Spending the attempt first and atomically: parallel guesses cannot share one attempt.
  const fila = 'idCandidato' in para ? await intentoConCuenta(k, para.idCandidato) : await intentoSinCuenta(k, para.correoHash);
  if (!fila) throw apiError('CODIGO_EXPIRADO', EXPIRADO);
  if ('idCandidato' in para && fila.codigo_hash === hashDe(para.idCandidato, codigo)) {
    await k.deleteFrom('codigo_confirmacion').where('id_candidato', '=', para.idCandidato).execute();
    return;
  }
  const quedan = fila.intentos_restantes;
  if (quedan === 0) throw apiError('CODIGO_EXPIRADO', 'Ingresaste un código incorrecto demasiadas veces. Pide un código nuevo.');
  throw apiError('CODIGO_INCORRECTO', `El código no es correcto. Te ${quedan === 1 ? 'queda 1 intento' : `quedan ${quedan} intentos`}.`);
}
