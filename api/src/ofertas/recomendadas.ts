// What the offers picked for someone start from: the areas and regions of some offers (an expired offer,
// those a candidate applied to or saved) or the candidate's own preferences.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

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

/** The candidate's preferred areas and regions (ids and names). */
export async function preferenciasDe(k: Kysely<Database>, idCandidato: number) {
  const filas = await k
    .selectFrom('candidato_preferencia as p')
    .innerJoin('region as r', 'r.id_region', 'p.id_region')
    .select(['p.nombre_area', 'p.id_region', 'r.nombre as nombre_region'])
    .where('p.id_candidato', '=', idCandidato)
    .orderBy('p.nombre_area')
    .execute();
  const regiones = new Map(filas.map((f) => [f.id_region, f.nombre_region]));
  return { areas: [...new Set(filas.map((f) => f.nombre_area))], idRegiones: [...regiones.keys()], regiones: [...regiones.values()] };
}
