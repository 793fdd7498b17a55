// The offers recommended to a candidate (/recomendadas), from what they told the portal. The CV's desired
// position and past positions, and the areas of `candidato_preferencia`, say which offers; the region and
// comuna of their basic data, their working hours and their salary expectation only order them. A place
// alone recommends nothing: every candidate past the basic data has one, and it says nothing of the job.
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { tsqueryEnTitulo as enTitulo } from '../busqueda/parametros';
import type { Database } from '../db/tables';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';

export interface Senales {
  cargoDeseado: string | null;
  /** Positions of the CV's work experience. */
  cargos: string[];
  /** Areas of the candidate's preferences. */
  areas: string[];
  /** The basic data's region and the preferences' regions. */
  regiones: { id_region: number; nombre: string }[];
  idComuna: number | null;
  pretensionRenta: number | null;
  jornadas: string[];
}

/** What the candidate told the portal, in one query: basic data, CV profile, experience and preferences. */
export async function senalesDe(k: Kysely<Database>, idCandidato: number): Promise<Senales> {
  const fila = await k
    .selectFrom('candidato as c')
    .leftJoin('curriculum as cv', 'cv.id_candidato', 'c.id_candidato')
    .select((eb) => [
      'c.id_comuna',
      'cv.cargo_deseado',
      'cv.pretension_renta',
      'cv.jornadas',
      jsonArrayFrom(eb.selectFrom('curriculum_experiencia as e').select('e.cargo').whereRef('e.id_candidato', '=', 'c.id_candidato').orderBy('e.orden')).as('cargos'),
      jsonArrayFrom(eb.selectFrom('candidato_preferencia as p').select('p.nombre_area').distinct().whereRef('p.id_candidato', '=', 'c.id_candidato').orderBy('p.nombre_area')).as('areas'),
      jsonArrayFrom(
        eb
          .selectFrom('region as r')
          .select(['r.id_region', 'r.nombre'])
          .where((w) =>
            w.or([
              w('r.id_region', '=', w.ref('c.id_region')),
              w('r.id_region', 'in', w.selectFrom('candidato_preferencia as p').select('p.id_region').whereRef('p.id_candidato', '=', 'c.id_candidato')),
            ]),
          )
          .orderBy('r.id_region'),
      ).as('regiones'),
    ])
    .where('c.id_candidato', '=', idCandidato)
    .executeTakeFirstOrThrow();
  return {
    cargoDeseado: fila.cargo_deseado,
    cargos: [...new Set(fila.cargos.map((e) => e.cargo))],
    areas: fila.areas.map((p) => p.nombre_area),
    regiones: fila.regiones,
    idComuna: fila.id_comuna,
    pretensionRenta: fila.pretension_renta,
    jornadas: fila.jornadas ?? [],
  };
}

const unir = (consultas: (string | null)[]) =>
  consultas
    .filter((q): q is string => q !== null)
    .map((q) => `(${q})`)
    .join(' | ') || null;

/**
 * Up to `limite` live offers the candidate has not applied to, best first: title with every word of the
 * desired position, then with a past position, then with some word of the desired position, then in their
 * areas (preferred, or the two areas their title matches fall in most), region and comuna; inside a tier,
 * offers fitting their working hours and salary expectation, then the newest. Candidates are the title
 * matches (GIN index on `busqueda_titulo`) plus the newest offers of those areas, so nothing scans every offer.
 */
export async function ofertasRecomendadas(k: Kysely<Database>, idCandidato: number, s: Senales, limite: number) {
  const todas = enTitulo(s.cargoDeseado);
  const alguna = enTitulo(s.cargoDeseado, '|');
  const experiencia = unir(s.cargos.map((cargo) => enTitulo(cargo)));
  const texto = unir([alguna, experiencia]);
  if (!texto && !s.areas.length) return [];

  const coincide = (q: string | null) => (q ? sql<boolean>`o.busqueda_titulo @@ to_tsquery('es', ${q})` : sql<boolean>`false`);
  const idRegiones = s.regiones.map((r) => r.id_region);
  const enArea = sql<boolean>`(o.nombre_area = ANY(${sql.val(s.areas)}::text[]) OR o.nombre_area IN (SELECT nombre_area FROM areas_texto))`;
  const enRegion = sql<boolean>`c.id_region = ANY(${sql.val(idRegiones)}::int[])`;
  const puntaje = sql<number>`32 * (${coincide(todas)})::int + 16 * (${coincide(experiencia)})::int + 8 * (${coincide(alguna)})::int
    + 4 * (${enArea})::int + 2 * (${enRegion})::int + coalesce(o.id_comuna = ${s.idComuna}::int, false)::int`;
  const encaje = sql<number>`(cardinality(${sql.val(s.jornadas)}::text[]) = 0 OR o.jornada = ANY(${sql.val(s.jornadas)}::text[]))::int
    + (${s.pretensionRenta}::int IS NULL OR NOT o.mostrar_sueldo OR o.sueldo IS NULL OR o.sueldo >= ${s.pretensionRenta}::int)::int`;

  const ranking = k
    .with('postuladas', (db) => db.selectFrom('postulacion').select('id_oferta').where('id_candidato', '=', idCandidato))
    .with('coincidencias', (db) =>
      db
        .selectFrom('oferta as o')
        .select(['o.id_oferta', 'o.nombre_area', sql<number>`(${coincide(todas)} OR ${coincide(experiencia)})::int`.as('fuerte')])
        .where('o.estado', '=', 'ACTIVA')
        .where(coincide(texto)),
    )
    .with('areas_texto', (db) =>
      db.selectFrom('coincidencias').select('nombre_area').groupBy('nombre_area').orderBy(sql`max(fuerte)`, 'desc').orderBy(sql`count(*)`, 'desc').limit(2),
    )
    .with('candidatas', (db) => {
      // The newest offers of the areas (in the candidate's regions, and anywhere) fill a list few titles match.
      const deLasAreas = (enSusRegiones: boolean) =>
        db
          .selectFrom((sub) =>
            sub
              .selectFrom('oferta as o')
              .innerJoin('comuna as c', 'c.id_comuna', 'o.id_comuna')
              .select('o.id_oferta')
              .where('o.estado', '=', 'ACTIVA')
              .where(enArea)
              .$if(enSusRegiones, (q) => q.where(enRegion))
              .where('o.id_oferta', 'not in', sub.selectFrom('postuladas').select('id_oferta'))
              .orderBy('o.fecha_publicacion', 'desc')
              .limit(limite)
              .as('a'),
          )
          .select('a.id_oferta');
      const todasLasCandidatas = db.selectFrom('coincidencias').select('id_oferta').union(deLasAreas(false));
      return idRegiones.length ? todasLasCandidatas.union(deLasAreas(true)) : todasLasCandidatas;
    })
    .selectFrom('oferta as o')
    .innerJoin('comuna as c', 'c.id_comuna', 'o.id_comuna')
    .select(['o.id_oferta', puntaje.as('puntaje'), encaje.as('encaje')])
    .where('o.id_oferta', 'in', (eb) => eb.selectFrom('candidatas').select('id_oferta'))
    .where('o.id_oferta', 'not in', (eb) => eb.selectFrom('postuladas').select('id_oferta'))
    .orderBy('puntaje', 'desc')
    .orderBy('encaje', 'desc')
    .orderBy('o.fecha_publicacion', 'desc')
    .orderBy('o.id_oferta', 'desc')
    .limit(limite);

  const filas = await ofertasConEmpresa(k)
    .innerJoin(ranking.as('x'), 'x.id_oferta', 'o.id_oferta')
    .orderBy('x.puntaje', 'desc')
    .orderBy('x.encaje', 'desc')
    .orderBy('o.fecha_publicacion', 'desc')
    .orderBy('o.id_oferta', 'desc')
    .execute();
  return filas.map((fila) => aResumen(fila));
}
