// ORDER BY inside a page query. tipoOrden DESC (the default) means best first: newest, highest rank, nearest;
// ASC reverses it. RANKING, GEOLOCALIZACION and ALEATORIO first split the offers into groups (grupos.ts);
// inside a group ALEATORIO shuffles by the seed, the others go by date. Every order ends with (fecha, id)
// so pages never overlap.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/tables';
import type { Filtros } from './filtros';

type Consulta = SelectQueryBuilder<Database & { o: Database['oferta'] }, 'o', { id_oferta: number }>;

/** Default ALEATORIO seed: one a day, so a session paging through it sees neither repeats nor gaps. */
export function semillaDelDia(ahora = Date.now()): number {
  return Math.floor(ahora / 86_400_000);
}

export function ordenar(q: Consulta, f: Filtros): Consulta {
  const dir = f.tipoOrden === 'ASC' ? 'asc' : 'desc';
  if (f.orden === 'ALEATORIO') {
    // A seeded hash of the id: a different shuffle per seed, the same one on every page.
    q = q.orderBy(sql`hashint4extended(o.id_oferta, ${f.semilla ?? semillaDelDia()})`, dir);
  }
  return q.orderBy('o.fecha_publicacion', dir).orderBy('o.id_oferta', dir);
}
