// Orders that rank by a coarse key first (how well the keyword matches, how far the comuna is) and by date
// within it are paged group by group: the group sizes are counted once (and cached with the count), then a
// page reads only the one or two groups it overlaps, newest first inside each, through the date index.
// That keeps deep pages and big result sets from sorting every matching offer on each request.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Filtros } from './filtros';
import { Prng } from '../db/seed/prng';
import { distanciaKm, type Lugar } from './lugares';
import { tsqueryPrefijo } from './parametros';

export interface Grupo {
  /** Narrows the filtered offers to this group. */
  condicion: Expression<SqlBool>;
  cantidad: number;
  /** The condition implies the keyword match, so the (costlier) full-document match can be skipped. */
  implicaPalabraClave?: boolean;
}

/** The slices of each group that a page [offset, offset + limite) covers, in order. */
export function tramosDePagina(grupos: Grupo[], offset: number, limite: number): { grupo: Grupo; offset: number; limite: number }[] {
  const tramos = [];
  let inicio = 0;
  for (const grupo of grupos) {
    const fin = inicio + grupo.cantidad;
    if (fin > offset && inicio < offset + limite) {
      const desde = Math.max(offset, inicio) - inicio;
      const hasta = Math.min(offset + limite, fin) - inicio;
      tramos.push({ grupo, offset: desde, limite: hasta - desde });
    }
    inicio = fin;
    if (inicio >= offset + limite) break;
  }
  return tramos;
}

/** Every word in the title; every word in title, company or place (the small busqueda_titulo document). */
export function condicionesDeNivel(palabraClave: string | undefined) {
  return {
    titulo: sql<SqlBool>`o.busqueda_titulo @@ to_tsquery('es', ${tsqueryPrefijo(palabraClave, 'A')})`,
    lugar: sql<SqlBool>`o.busqueda_titulo @@ to_tsquery('es', ${tsqueryPrefijo(palabraClave)})`,
  };
}

/** Keyword tiers: every word in the title, else in title/company/place, else only in the description. */
export function nivelesDeRelevancia(palabraClave: string | undefined, cantidades: { titulo: number; lugar: number; total: number }): Grupo[] {
  const { titulo, lugar } = condicionesDeNivel(palabraClave);
  return [
    { condicion: titulo, cantidad: cantidades.titulo, implicaPalabraClave: true },
    { condicion: sql<SqlBool>`(${lugar} AND NOT ${titulo})`, cantidad: cantidades.lugar - cantidades.titulo, implicaPalabraClave: true },
    { condicion: sql<SqlBool>`NOT ${lugar}`, cantidad: cantidades.total - cantidades.lugar },
  ];
}

/** Comunas nearest first (farthest first with tipoOrden=ASC), each with its matching offers. */
export function comunasPorDistancia(f: Filtros, todos: Lugar[], porComuna: Map<number, number>): Grupo[] {
  const conDistancia = todos
    .filter((l) => porComuna.has(l.idComuna))
    .map((l) => ({ l, km: l.lat === null || l.lon === null ? Infinity : distanciaKm(f.lat!, f.lon!, l.lat, l.lon) }))
    .sort((a, b) => a.km - b.km || a.l.idComuna - b.l.idComuna);
  if (f.tipoOrden === 'ASC') conDistancia.reverse();
  return conDistancia.map(({ l }) => ({ condicion: sql<SqlBool>`o.id_comuna = ${l.idComuna}`, cantidad: porComuna.get(l.idComuna)! }));
}

/** ALEATORIO splits the offers into 64 fixed buckets by id (indexed expression of migration 003). */
export const CUBETA = 'o.id_oferta % 64';

/** The buckets in an order drawn from the seed; inside each, ordenar() shuffles by a hash seeded the same. */
export function cubetasAleatorias(semilla: number, porCubeta: Map<number, number>): Grupo[] {
  const cubetas = new Prng(semilla).sample([...porCubeta.keys()].sort((a, b) => a - b), porCubeta.size);
  return cubetas.map((cubeta) => ({ condicion: sql<SqlBool>`${sql.raw(CUBETA)} = ${cubeta}`, cantidad: porCubeta.get(cubeta)! }));
}

/** FECHA_PUBLICACION past the first pages is paged by day, so a deep page skips whole days instead of rows. */
export const DIA = 'floor(extract(epoch from o.fecha_publicacion) / 86400)::int';
export const PAGINAS_SIN_GRUPOS = 20;

export function diasDePublicacion(tipoOrden: 'ASC' | 'DESC', porDia: Map<number, number>): Grupo[] {
  const dias = [...porDia.keys()].sort((a, b) => (tipoOrden === 'ASC' ? a - b : b - a));
  return dias.map((dia) => ({
    condicion: sql<SqlBool>`(o.fecha_publicacion >= to_timestamp(${dia * 86_400}) AND o.fecha_publicacion < to_timestamp(${(dia + 1) * 86_400}))`,
    cantidad: porDia.get(dia)!,
  }));
}
