// ORDER BY of each `orden`. tipoOrden DESC (the default) means best first: highest rank, newest, nearest;
// ASC reverses it. Every order ends with (fecha, id) so pages never overlap nor skip an offer.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/tables';
import type { Filtros } from './filtros';

type Tablas = Database & { o: Database['oferta'] };
type Consulta = SelectQueryBuilder<Tablas, 'o', { id_oferta: number }>;

/** Default ALEATORIO seed: one a day, so a session paging through it sees neither repeats nor gaps. */
export function semillaDelDia(ahora = Date.now()): number {
  return Math.floor(ahora / 86_400_000);
}

export function ordenar(q: Consulta, f: Filtros): Consulta {
  const dir = f.tipoOrden === 'ASC' ? 'asc' : 'desc';
  if (f.orden === 'RANKING' && f.tsquery) {
    q = q.orderBy(sql`ts_rank(o.busqueda, to_tsquery('es', ${f.tsquery}))`, dir);
  } else if (f.orden === 'ALEATORIO') {
    // A seeded hash of the id: a different shuffle per seed, the same one on every page.
    q = q.orderBy(sql`hashint4extended(o.id_oferta, ${f.semilla ?? semillaDelDia()})`, dir);
  } else if (f.orden === 'GEOLOCALIZACION') {
    // Squared equirectangular distance to the offer's comuna: exact enough to rank places within Chile.
    const cos = Math.cos((f.lat! * Math.PI) / 180);
    const distancia = sql`(SELECT (c.lat - ${f.lat!}::float8) ^ 2 + ((c.lon - ${f.lon!}::float8) * ${cos}::float8) ^ 2
                             FROM comuna c WHERE c.id_comuna = o.id_comuna)`;
    q = q.orderBy(distancia, dir === 'desc' ? 'asc' : 'desc');
  }
  return q.orderBy('o.fecha_publicacion', dir).orderBy('o.id_oferta', dir);
}
