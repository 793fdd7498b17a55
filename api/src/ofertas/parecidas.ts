// Live offers like a set of areas and regions: the similar offers of an expired offer and the candidate's
// related offers (like those they applied to or saved).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { aResumen, ofertasConEmpresa } from './resumen';

export interface Parecido {
  areas: string[];
  idRegiones: number[];
  /** Offers never listed (the offer itself, those already applied to). */
  excluir?: number[];
  limite: number;
}

/** Areas and regions of some offers. */
export async function perfilDeOfertas(k: Kysely<Database>, ids: number[]) {
  if (!ids.length) return { areas: [], idRegiones: [] };
  const filas = await k
    .selectFrom('oferta as o')
    .innerJoin('comuna as c', 'c.id_comuna', 'o.id_comuna')
    .select(['o.nombre_area', 'c.id_region'])
    .where('o.id_oferta', 'in', ids)
    .execute();
  return { areas: [...new Set(filas.map((f) => f.nombre_area))], idRegiones: [...new Set(filas.map((f) => f.id_region))] };
}

/** Live offers in one of the areas or regions: same area and region first, then area, then region; newest first. */
export async function ofertasParecidas(k: Kysely<Database>, { areas, idRegiones, excluir = [], limite }: Parecido) {
  if (!areas.length && !idRegiones.length) return [];
  // `= ANY` with an empty array is false, so a missing area or region simply never matches.
  const enArea = sql<boolean>`o.nombre_area = ANY(${sql.val(areas)}::text[])`;
  const enRegion = sql<boolean>`c.id_region = ANY(${sql.val(idRegiones)}::int[])`;
  const filas = await ofertasConEmpresa(k)
    .where('o.estado', '=', 'ACTIVA')
    .where((eb) => eb.or([eb(enArea, '=', true), eb(enRegion, '=', true)]))
    .$if(excluir.length > 0, (q) => q.where('o.id_oferta', 'not in', excluir))
    .orderBy(sql`(${enArea})::int * 2 + (${enRegion})::int`, 'desc')
    .orderBy('o.fecha_publicacion', 'desc')
    .orderBy('o.id_oferta', 'desc')
    .limit(limite)
    .execute();
  return filas.map((fila) => aResumen(fila));
}
