// The 6-digit code that confirms a new account's e-mail: stored hashed, valid 30 minutes, 5 attempts.
import { createHash, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';

export const DURACION_CODIGO_MS = 30 * 60_000;
export const INTENTOS_CODIGO = 5;
/** A new code for one account at most this often (resend): the mailbox is not flooded. */
export const ESPERA_REENVIO_MS = 60_000;

const hashDe = (idCandidato: number, codigo: string) => createHash('sha256').update(`${idCandidato}:${codigo}`).digest('hex');

/** Replaces the account's code with a new one; its digits and deadline go into the e-mail. */
export async function nuevoCodigo(k: Kysely<Database>, idCandidato: number): Promise<{ codigo: string; expira: Date }> {
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expira = new Date(Date.now() + DURACION_CODIGO_MS);
  const fila = { codigo_hash: hashDe(idCandidato, codigo), expira, intentos_restantes: INTENTOS_CODIGO, creado: new Date() };
  await k
    .insertInto('codigo_confirmacion')
    .values({ id_candidato: idCandidato, ...fila })
    .onConflict((oc) => oc.column('id_candidato').doUpdateSet(fila))
    .execute();
  return { codigo, expira };
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

const EXPIRADO = 'El código expiró o ya no es válido. Pide un código nuevo.';

/**
 * Spends one attempt on `codigo`: returns when it is right (the code is then gone), 400 CODIGO_INCORRECTO
 * with the attempts left, 410 CODIGO_EXPIRADO when there is no live code or the last attempt failed.
 */
export async function verificarCodigo(k: Kysely<Database>, idCandidato: number | undefined, codigo: string): Promise<void> {
  if (idCandidato === undefined) throw apiError('CODIGO_EXPIRADO', EXPIRADO);
  // Spending the attempt first and atomically: parallel guesses cannot share one attempt.
  const fila = await k
    .updateTable('codigo_confirmacion')
    .set({ intentos_restantes: sql<number>`intentos_restantes - 1` })
    .where('id_candidato', '=', idCandidato)
    .where('intentos_restantes', '>', 0)
    .where('expira', '>', sql<Date>`now()`)
    .returning(['codigo_hash', 'intentos_restantes'])
    .executeTakeFirst();
  if (!fila) throw apiError('CODIGO_EXPIRADO', EXPIRADO);
  if (fila.codigo_hash === hashDe(idCandidato, codigo)) {
    await k.deleteFrom('codigo_confirmacion').where('id_candidato', '=', idCandidato).execute();
    return;
  }
  const quedan = fila.intentos_restantes;
  if (quedan === 0) throw apiError('CODIGO_EXPIRADO', 'Ingresaste un código incorrecto demasiadas veces. Pide un código nuevo.');
  throw apiError('CODIGO_INCORRECTO', `El código no es correcto. Te ${quedan === 1 ? 'queda 1 intento' : `quedan ${quedan} intentos`}.`);
}
