// Clicks on an offer's external application link (`linkPostulacionExterno`).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The offer's external link: null when it is applied to on the portal, undefined when there is no such offer. */
export async function linkExterno(k: Kysely<Database>, idOferta: number): Promise<string | null | undefined> {
  const fila = await k.selectFrom('oferta').select('link_postulacion_externo').where('id_oferta', '=', idOferta).executeTakeFirst();
  return fila?.link_postulacion_externo;
}

/** Counts one more click and gives the total. */
export async function contarClic(k: Kysely<Database>, idOferta: number): Promise<number> {
  const { clics } = await k
    .insertInto('oferta_clic_externo')
    .values({ id_oferta: idOferta, clics: 1 })
    .onConflict((oc) => oc.column('id_oferta').doUpdateSet((eb) => ({ clics: eb('oferta_clic_externo.clics', '+', 1) })))
    .returning('clics')
    .executeTakeFirstOrThrow();
  return clics;
}
