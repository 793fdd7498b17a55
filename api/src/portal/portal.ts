// The portal a search, its filter options, a list or the sitemap offers for; and, for the sitemap, its offers
// in SQL: the active ones of its channels (SAAE, ALIANZA) or of its fair's companies (FERIA). Searches
// apply the same rule in memory (indice/coincidencias.ts), with the same `canalesPermitidos`.
import { buscaPorCanal } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';

export interface Portal {
  idDominio: number;
  tipoPortal: Database['dominio']['tipo_portal'];
  /** Channels of a SAAE or ALIANZA portal. */
  idCanales: number[];
}

/** The portal whose offers a search or sitemap lists, with its channels; undefined when it does not exist. */
export async function cargarPortal(k: Kysely<Database>, idDominio: number): Promise<Portal | undefined> {
  const fila = await k
    .selectFrom('dominio')
    .select(['id_dominio as idDominio', 'tipo_portal as tipoPortal'])
    .where('id_dominio', '=', idDominio)
    .executeTakeFirst();
  if (!fila) return undefined;
  const canales = await k.selectFrom('canal').select('id_canal').where('id_dominio', '=', idDominio).execute();
  return { ...fila, idCanales: canales.map((c) => c.id_canal) };
}

export const portalNoEncontrado = (idDominio: number) => apiError('DOMINIO_NO_ENCONTRADO', `No existe el portal con idDominio ${idDominio}.`);

/**
 * The channels whose offers may be listed, or undefined for no channel restriction: every channel of a SAAE
 * or ALIANZA portal; with `pedidos` (a search's idCanales) only those of them that are the portal's own.
 */
export function canalesPermitidos(portal: Portal, pedidos?: readonly number[]): number[] | undefined {
  if (pedidos) return portal.idCanales.filter((id) => pedidos.includes(id));
  return buscaPorCanal(portal.tipoPortal) ? portal.idCanales : undefined;
}

/** -1 is never an id: it keeps an IN list valid when a portal has no channels. */
const NINGUNO = -1;

/** The portal's active offers (alias `o`). */
export function ofertasDelPortal(k: Kysely<Database>, portal: Portal) {
  return ofertasDelPortalConExpiradas(k, portal).where('o.estado', '=', 'ACTIVA');
}

/** The portal's offers (alias `o`), expired ones too: those of its channels or of its fair's companies. */
export function ofertasDelPortalConExpiradas(k: Kysely<Database>, portal: Portal) {
  let q = k.selectFrom('oferta as o');
  const canales = canalesPermitidos(portal);
  if (canales) q = q.where('o.id_oferta', 'in', k.selectFrom('oferta_canal').select('id_oferta').where('id_canal', 'in', [...canales, NINGUNO]));
  if (portal.tipoPortal === 'FERIA') {
    q = q.where('o.id_empresa', 'in', k.selectFrom('feria_empresa').where('id_dominio', '=', portal.idDominio).select('id_empresa'));
  }
  return q;
}
