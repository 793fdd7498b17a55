// The outbox (`correo_saliente`): other modules queue a message here, inside their own transaction when
// they have one, and the dispatcher (despachador.ts) sends it. A message is a row until a server took it.
import { sql, type Kysely } from 'kysely';
import type { Database, VigenciaCodigo } from '../db/tables';

export interface Mensaje {
  para: string;
  asunto: string;
  texto: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  cabeceras?: Record<string, string>;
  /** The one-time code it carries, valid from the send (vigencia.ts). */
  vigencia?: VigenciaCodigo;
}

export interface MensajeReclamado extends Mensaje {
  id: string;
  intentos: number;
}

/** How long a claimed message is left to its sender before another round may take it again. */
export const RECLAMO_MS = 5 * 60_000;
/** After this many failures (about 14 hours of backoff) a message stays in the table, for an operator. */
export const MAX_INTENTOS = 20;

export async function encolarCorreo(k: Kysely<Database>, { cabeceras, vigencia, ...mensaje }: Mensaje): Promise<void> {
  await k
    .insertInto('correo_saliente')
    .values({ ...mensaje, cabeceras: cabeceras && JSON.stringify(cabeceras), vigencia: vigencia && JSON.stringify(vigencia) })
    .execute();
}

/**
 * Claims up to `lote` due messages by moving their next attempt past the claim window, in one statement
 * (FOR UPDATE SKIP LOCKED): concurrent dispatchers take disjoint rows, and a message whose sender died
 * becomes due again when the window ends.
 */
export async function reclamarPendientes(k: Kysely<Database>, lote: number): Promise<MensajeReclamado[]> {
  const { rows } = await sql<MensajeReclamado>`
    UPDATE correo_saliente SET proximo_intento = now() + ${`${RECLAMO_MS} milliseconds`}::interval
    WHERE id IN (
      SELECT id FROM correo_saliente
      WHERE enviado IS NULL AND proximo_intento <= now()
      ORDER BY proximo_intento
      LIMIT ${lote}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id::text AS id, para, asunto, texto, html, cabeceras, vigencia, intentos`.execute(k);
  return rows;
}

export async function marcarEnviado(k: Kysely<Database>, id: string): Promise<void> {
  await k.updateTable('correo_saliente').set({ enviado: sql<Date>`now()`, ultimo_error: null }).where('id', '=', id).execute();
}

/** Backoff of the n-th failure: 30 s, 1 min, 2 min… up to one hour. */
export function esperaTrasFallo(intentos: number): number {
  return Math.min(30_000 * 2 ** (intentos - 1), 3_600_000);
}

export async function marcarFallo(k: Kysely<Database>, mensaje: MensajeReclamado, error: string): Promise<void> {
  const intentos = mensaje.intentos + 1;
  const proximo = intentos >= MAX_INTENTOS ? sql<Date>`'infinity'::timestamptz` : sql<Date>`now() + ${`${esperaTrasFallo(intentos)} milliseconds`}::interval`;
  await k
    .updateTable('correo_saliente')
    .set({ intentos, proximo_intento: proximo, ultimo_error: error.slice(0, 1000) })
    .where('id', '=', mensaje.id)
    .execute();
}
