// The candidate's premium plan (migration 032): one row per account, the current period's `desde` and, once
// ended, its `hasta`. Subscribing again reopens the row with a new `desde`.
import type { Kysely } from 'kysely';
import type { PLANES, SuscripcionPremium } from '@portal/shared/contract';
import type { Database } from '../db/tables';

export type Plan = (typeof PLANES)[number];

const iso = (fecha: Date | string | null) => (fecha === null ? null : new Date(fecha).toISOString());

/** The account's plan row, or null for an account that never subscribed. */
export async function planDe(k: Kysely<Database>, idCandidato: number) {
  const fila = await k.selectFrom('plan_candidato').select(['plan', 'desde', 'hasta']).where('id_candidato', '=', idCandidato).executeTakeFirst();
  return fila ? { plan: fila.plan, desde: iso(fila.desde)!, hasta: iso(fila.hasta) } : null;
}

export async function suscripcionDe(k: Kysely<Database>, idCandidato: number): Promise<SuscripcionPremium> {
  const fila = await planDe(k, idCandidato);
  return { plan: 'PREMIUM', vigente: fila !== null && fila.hasta === null, desde: fila?.desde ?? null, hasta: fila?.hasta ?? null };
}

/** Starts a period now: a new row, or the ended one reopened. */
export async function suscribir(k: Kysely<Database>, idCandidato: number, plan: Plan, ahora = new Date()): Promise<void> {
  await k
    .insertInto('plan_candidato')
    .values({ id_candidato: idCandidato, plan, desde: ahora, hasta: null })
    .onConflict((oc) => oc.column('id_candidato').doUpdateSet({ plan, desde: ahora, hasta: null }))
    .execute();
}

/** Ends the running period now; false when none runs. */
export async function terminar(k: Kysely<Database>, idCandidato: number, ahora = new Date()): Promise<boolean> {
  const terminado = await k
    .updateTable('plan_candidato')
    .set({ hasta: ahora })
    .where('id_candidato', '=', idCandidato)
    .where('hasta', 'is', null)
    .returning('id_candidato')
    .executeTakeFirst();
  return terminado !== undefined;
}
