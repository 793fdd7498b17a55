// PROVISIONAL: encolarCorreo with i9-registro's exact signature, replaced by their module when that branch is merged.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface Mensaje {
  para: string;
  asunto: string;
  texto: string;
  html: string;
}

export async function encolarCorreo(k: Kysely<Database>, mensaje: Mensaje): Promise<void> {
  await k.insertInto('correo_saliente').values(mensaje).execute();
}
