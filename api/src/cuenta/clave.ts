// A new password: the one rule of the contract (problemasClave), an argon2id hash, and the end of the
// account's other sessions, so whoever held the old password is out.
import { hash } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';
import { problemasClave } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { apiError } from '../errors';

/** 400 CLAVE_DEBIL with the first thing the password lacks; otherwise its hash. */
export async function hashDeClaveNueva(clave: string, cuenta: { correo: string; numero_documento: string }): Promise<string> {
  const [problema] = problemasClave(clave, { correo: cuenta.correo, numeroDocumento: cuenta.numero_documento });
  if (problema) throw apiError('CLAVE_DEBIL', `La contraseña no es segura: ${problema}`);
  return hash(clave);
}

/** Stores the hash and revokes every live session of the account except `conservar` (the one that changed it). */
export async function guardarClave(k: Kysely<Database>, idCandidato: number, claveHash: string, conservar?: string): Promise<void> {
  await k.updateTable('candidato').set({ clave_hash: claveHash }).where('id_candidato', '=', idCandidato).execute();
  await k
    .updateTable('sesion')
    .set({ revocada: sql<Date>`now()` })
    .where('id_candidato', '=', idCandidato)
    .where('revocada', 'is', null)
    .$if(conservar !== undefined, (q) => q.where('jti', '!=', conservar!))
    .execute();
}
