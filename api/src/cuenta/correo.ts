// Changing the main e-mail: a link with a random token (kept hashed, 24 hours, single use) goes to the new
// address; following it moves the account to that address (confirmed: the link reached it), and the old one is told.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { COLUMNAS_ESTADO, huellaCuenta } from '../auth/huella-cuenta';
import { hashToken, nuevoToken } from './secretos';

export const ENLACE_CORREO_MS = 24 * 60 * 60_000;

/** The new address must be another account's no more than this one's; returns the token of the link. */
export async function pedirCambioCorreo(k: Kysely<Database>, idCandidato: number, correoActual: string, correoNuevo: string) {
  const correo = correoNuevo.trim().toLowerCase();
  if (correo === correoActual.toLowerCase()) throw apiError('VALIDACION', 'Ese ya es tu correo principal.');
  await exigirCorreoLibre(k, correo);
  const token = nuevoToken();
  const estado = await k.selectFrom('candidato').select(COLUMNAS_ESTADO).where('id_candidato', '=', idCandidato).executeTakeFirstOrThrow();
  // Only the newest link works: an older one may sit in a mailbox someone else reads.
  await k.deleteFrom('cambio_correo').where('id_candidato', '=', idCandidato).execute();
  const { expira } = await k
    .insertInto('cambio_correo')
    .values({
      token_hash: hashToken(token),
      id_candidato: idCandidato,
      correo_nuevo: correo,
      expira: sql<Date>`now() + ${ENLACE_CORREO_MS}::float8 * interval '1 millisecond'`,
      huella_cuenta: huellaCuenta(estado),
    })
    .returning('expira')
    .executeTakeFirstOrThrow();
  return { token, correo, expira: new Date(expira) };
}

async function exigirCorreoLibre(k: Kysely<Database>, correo: string): Promise<void> {
  const ocupado = await k.selectFrom('candidato').select('id_candidato').where((eb) => eb(eb.fn('lower', ['correo']), '=', correo)).executeTakeFirst();
  if (ocupado) throw apiError('CUENTA_YA_EXISTE');
}

/**
 * Spends the token and moves the account to the new address, inside the caller's transaction. Returns the
 * old and the new address. 401 ENLACE_INVALIDO / ENLACE_EXPIRADO / ENLACE_USADO like the sign-in links.
 */
export async function confirmarCambioCorreo(k: Kysely<Database>, token: string) {
  const cambio = await k
    .selectFrom('cambio_correo as cc')
    .innerJoin('candidato as c', 'c.id_candidato', 'cc.id_candidato')
    .select(['cc.id_candidato', 'cc.correo_nuevo', 'cc.usado', 'cc.huella_cuenta', 'c.correo as correo_anterior', 'c.clave_hash', 'c.correo_confirmado', sql<boolean>`cc.expira <= now()`.as('vencido')])
    .where('cc.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!cambio) throw apiError('ENLACE_INVALIDO');
  if (cambio.usado) throw apiError('ENLACE_USADO');
  // A password or e-mail that changed since the link was sent kills it.
  if (cambio.huella_cuenta !== huellaCuenta({ ...cambio, correo: cambio.correo_anterior })) throw apiError('ENLACE_INVALIDO');
  if (cambio.vencido) throw apiError('ENLACE_EXPIRADO');
  const gastado = await k
    .updateTable('cambio_correo')
    .set({ usado: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('usado', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  if (!gastado) throw apiError('ENLACE_USADO');
  // Someone may have taken the address since the link was sent.
  await exigirCorreoLibre(k, cambio.correo_nuevo);
  await k
    .updateTable('candidato')
    .set({ correo: cambio.correo_nuevo, correo_confirmado: sql<Date>`now()` })
    .where('id_candidato', '=', cambio.id_candidato)
    .execute()
    .catch((error: { code?: string }) => {
      // …or in the same instant (unique index on lower(correo)).
      throw error.code === '23505' ? apiError('CUENTA_YA_EXISTE') : error;
    });
  return { idCandidato: cambio.id_candidato, anterior: cambio.correo_anterior, nuevo: cambio.correo_nuevo };
}
