// The companies of a fair (by name, with vacancies) and its pavilions.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface FiltroEmpresas {
  idDominio: number;
  busqueda?: string;
  vacantes?: boolean;
}

/** LIKE pattern for "contains", with the user's own % and _ taken literally. */
function contiene(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, '\\$&')}%`;
}

export async function empresasDeFeria(k: Kysely<Database>, { idDominio, busqueda, vacantes }: FiltroEmpresas) {
  const vacantesSql = sql<number>`(SELECT count(*)::int FROM oferta o WHERE o.id_empresa = e.id_empresa AND o.estado = 'ACTIVA')`;
  const texto = busqueda?.trim();
  const filas = await k
    .selectFrom('feria_empresa as fe')
    .innerJoin('empresa as e', 'e.id_empresa', 'fe.id_empresa')
    .innerJoin('pabellon as p', 'p.id_opcion_categoria', 'fe.id_opcion_categoria')
    .select(['e.id_empresa', 'e.nombre_fantasia', 'e.descripcion', 'e.url_logo', 'p.llave', 'p.nombre', 'fe.stand'])
    .select(vacantesSql.as('vacantes'))
    .where('fe.id_dominio', '=', idDominio)
    .$if(Boolean(texto), (q) => q.where(sql<boolean>`unaccent(lower(e.nombre_fantasia)) LIKE unaccent(lower(${contiene(texto!)}))`))
    .$if(vacantes === true, (q) => q.where(vacantesSql, '>', 0))
    .orderBy('e.nombre_fantasia')
    .execute();
  return filas.map((f) => ({
    idEmpresa: f.id_empresa,
    nombreEmpresa: f.nombre_fantasia,
    descripcion: f.descripcion,
    urlLogo: f.url_logo,
    cantidadVacantes: Number(f.vacantes),
    pabellon: { llaveOpcionCategoria: f.llave, nombreOpcionCategoria: f.nombre },
    stand: f.stand,
  }));
}

export function pabellonesDeFeria(k: Kysely<Database>, idDominio: number) {
  return k
    .selectFrom('pabellon')
    .select(['id_opcion_categoria as idOpcionCategoria', 'llave as llaveOpcionCategoria', 'nombre as nombreOpcionCategoria'])
    .where('id_dominio', '=', idDominio)
    .orderBy('id_opcion_categoria')
    .execute();
}
