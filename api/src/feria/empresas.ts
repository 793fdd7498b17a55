// The companies of a fair (all, by pavilion, featured), each with its pavilion, stand and open vacancies.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface FiltroEmpresas {
  idDominio: number;
  busqueda?: string;
  vacantes?: boolean;
  idPabellon?: number;
  destacadas?: boolean;
}

/** LIKE pattern for "contains", with the user's own % and _ taken literally. */
export function contiene(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Positions of the company's live offers under its name (an offer may fill several; confidential ones hide the company). */
const vacantesSql = sql<number>`(SELECT coalesce(sum(o.vacantes), 0)::int FROM oferta o WHERE o.id_empresa = e.id_empresa AND o.estado = 'ACTIVA' AND NOT o.confidencial)`;

export function consultaEmpresas(k: Kysely<Database>, { idDominio, busqueda, vacantes, idPabellon, destacadas }: FiltroEmpresas) {
  const texto = busqueda?.trim();
  return k
    .selectFrom('feria_empresa as fe')
    .innerJoin('empresa as e', 'e.id_empresa', 'fe.id_empresa')
    .innerJoin('pabellon as p', 'p.id_opcion_categoria', 'fe.id_opcion_categoria')
    .select(['e.id_empresa', 'e.nombre_fantasia', 'e.descripcion', 'p.llave', 'p.nombre', 'fe.stand'])
    .select([sql<string | null>`coalesce(fe.url_logo, e.url_logo)`.as('url_logo'), vacantesSql.as('vacantes')])
    .where('fe.id_dominio', '=', idDominio)
    .$if(Boolean(texto), (q) => q.where(sql<boolean>`unaccent(lower(e.nombre_fantasia)) LIKE unaccent(lower(${contiene(texto!)}))`))
    .$if(vacantes === true, (q) => q.where(vacantesSql, '>', 0))
    .$if(idPabellon !== undefined, (q) => q.where('fe.id_opcion_categoria', '=', idPabellon!))
    .$if(destacadas === true, (q) => q.where('fe.destacada', '=', true));
}

type FilaEmpresa = Awaited<ReturnType<ReturnType<typeof consultaEmpresas>['executeTakeFirstOrThrow']>>;

export function empresaFeria(f: FilaEmpresa) {
  return {
    idEmpresa: f.id_empresa,
    nombreEmpresa: f.nombre_fantasia,
    descripcion: f.descripcion,
    urlLogo: f.url_logo,
    cantidadVacantes: Number(f.vacantes),
    pabellon: { llaveOpcionCategoria: f.llave, nombreOpcionCategoria: f.nombre },
    stand: f.stand,
  };
}

/** The fair's companies for the filters, by name. */
export async function empresasDeFeria(k: Kysely<Database>, filtro: FiltroEmpresas) {
  const filas = await consultaEmpresas(k, filtro).orderBy('e.nombre_fantasia').execute();
  return filas.map(empresaFeria);
}

/** The companies the fair's home features: most vacancies first. */
export async function empresasDestacadas(k: Kysely<Database>, idDominio: number) {
  const filas = await consultaEmpresas(k, { idDominio, destacadas: true }).orderBy('vacantes', 'desc').orderBy('e.nombre_fantasia').execute();
  return filas.map(empresaFeria);
}

const consultaPabellones = (k: Kysely<Database>, idDominio: number) =>
  k
    .selectFrom('pabellon')
    .select(['id_opcion_categoria as idOpcionCategoria', 'llave as llaveOpcionCategoria', 'nombre as nombreOpcionCategoria'])
    .where('id_dominio', '=', idDominio);

export const pabellonesDeFeria = (k: Kysely<Database>, idDominio: number) => consultaPabellones(k, idDominio).orderBy('id_opcion_categoria').execute();

/** One pavilion of the fair; undefined for another fair's or an unknown one. */
export const pabellonDeFeria = (k: Kysely<Database>, idDominio: number, idPabellon: number) =>
  consultaPabellones(k, idDominio).where('id_opcion_categoria', '=', idPabellon).executeTakeFirst();
