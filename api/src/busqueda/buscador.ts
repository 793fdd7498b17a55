// The search service behind GET /api/searchjob and GET /api/busqueda/filtros: resolves the portal, the
// keyword and the places, counts once per filter set, reads only the page it needs and maps the summaries.
import { REGISTROS_POR_PAGINA, type FiltrosBusqueda } from '@portal/shared/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';
import { CacheTtl } from './cache';
import { opcionesDeFiltro } from './catalogo';
import { cargoDestacado, extractoDestacado, marcar } from './destacado';
import { columnasTramos, facetaSueldo } from './facetas';
import { cargarPortal, enRangoDeSueldo, ofertasFiltradas, type Filtros, type Portal } from './filtros';
import {
  comunasPorDistancia,
  condicionesDeNivel,
  CUBETA,
  cubetasAleatorias,
  DIA,
  diasDePublicacion,
  nivelesDeRelevancia,
  PAGINAS_SIN_GRUPOS,
  tramosDePagina,
  type Grupo,
} from './grupos';
import { comunasPermitidas, distanciaKm, lugares } from './lugares';
import { ordenar, semillaDelDia } from './orden';
import { tsqueryPrefijo, validarCombinaciones, type ParametrosBusqueda } from './parametros';

/** Parameters that change which page is shown but not which offers match: left out of the count's key. */
const SOLO_PAGINA = new Set(['pagina', 'orden', 'tipoOrden', 'semilla', 'lat', 'lon']);

export function crearBuscador(db: Db) {
  const k = createKysely(db);
  // Portals and keyword parsing change rarely; counts may lag new offers by up to 30 s, in exchange
  // "load more" and changing the order cost only the page query.
  const portales = new CacheTtl<Portal | undefined>(60_000, 100);
  const tsqueries = new CacheTtl<string | null>(10 * 60_000, 5000);
  const totales = new CacheTtl<{ total: number; titulo: number; lugar: number; fila: Record<string, unknown> }>(30_000, 2000);
  const porGrupo = new CacheTtl<Map<number, number>>(30_000, 1000);
  // Filter options move slowly: a count a few minutes old is fine next to a filter.
  const catalogos = new CacheTtl<FiltrosBusqueda>(5 * 60_000, 100);

  const portal = (idDominio: number) =>
    portales.obtener(String(idDominio), () => cargarPortal(k, idDominio));

  /** A keyword made only of stop words ("de", "la") is no keyword at all, not "match nothing". */
  const tsqueryUtil = (palabraClave: string | undefined) => {
    const tsquery = tsqueryPrefijo(palabraClave);
    if (!tsquery) return Promise.resolve(null);
    return tsqueries.obtener(tsquery, async () => {
      const { rows } = await db.query<{ n: number }>(`SELECT numnode(to_tsquery('es', $1))::int AS n`, [tsquery]);
      return rows[0]?.n ? tsquery : null;
    });
  };

  async function portalExistente(idDominio: number): Promise<Portal> {
    const encontrado = await portal(idDominio);
    if (!encontrado) throw new ApiError(404, 'DOMINIO_NO_ENCONTRADO', `No existe el portal con idDominio ${idDominio}.`);
    return encontrado;
  }

  async function buscar(params: ParametrosBusqueda) {
    const criterios = validarCombinaciones(params);
    const [elPortal, tsquery, idComunas, todos] = await Promise.all([
      portalExistente(params.idDominio),
      tsqueryUtil(params.palabraClave),
      comunasPermitidas(db, params),
      lugares(db),
    ]);
    const filtros: Filtros = { ...params, ...criterios, tsquery, idComunas };
    const filtradas = (conPalabraClave = true) => ofertasFiltradas(k, elPortal, conPalabraClave ? filtros : { ...filtros, tsquery: null });

    const enRango = (conPalabraClave = true) => filtradas(conPalabraClave).where((eb) => enRangoDeSueldo(eb, filtros));
    const clave = JSON.stringify(Object.entries(params).filter(([nombre]) => !SOLO_PAGINA.has(nombre)).sort());
    // One pass gives the count (salary range applied), the facet (salary range ignored, so every bucket stays
    // choosable) and, with a keyword, the size of each relevance tier.
    const conteo = () =>
      totales.obtener(clave, async () => {
        const fila = await filtradas()
          .select((eb) => {
            const rango = enRangoDeSueldo(eb, filtros);
            const niveles = condicionesDeNivel(params.palabraClave);
            const contar = (nivel: Expression<SqlBool>) => (tsquery ? sql<number>`(count(*) FILTER (WHERE ${rango} AND ${nivel}))::int` : sql<number>`0`);
            return [
              sql<number>`(count(*) FILTER (WHERE ${rango}))::int`.as('total'),
              contar(niveles.titulo).as('titulo'),
              contar(niveles.lugar).as('lugar'),
              ...columnasTramos(),
            ];
          })
          .executeTakeFirstOrThrow();
        return { total: Number(fila.total), titulo: Number(fila.titulo), lugar: Number(fila.lugar), fila };
      });
    /** Matching offers per comuna, random bucket or day, counted once per query like the total. */
    const contarPor = (columna: 'o.id_comuna' | typeof CUBETA | typeof DIA) =>
      porGrupo.obtener(`${clave}${columna === CUBETA ? 'cubeta' : 'comuna'}`, async () => {
        const filas = await enRango().select([sql<number>`${sql.raw(columna === CUBETA ? CUBETA : columna)}`.as('g'), sql<number>`count(*)::int`.as('n')]).groupBy(sql`1` as never).execute();
        return new Map(filas.map((f) => [f.g, f.n]));
      });

    async function idsDePagina(): Promise<number[]> {
      const offset = (params.pagina - 1) * REGISTROS_POR_PAGINA;
      let grupos: Grupo[] | undefined;
      if (params.orden === 'RANKING' && tsquery) {
        grupos = nivelesDeRelevancia(params.palabraClave, await conteo());
        if (params.tipoOrden === 'ASC') grupos.reverse();
      } else if (params.orden === 'GEOLOCALIZACION') {
        grupos = comunasPorDistancia(filtros, todos, await contarPor('o.id_comuna'));
      } else if (params.orden === 'ALEATORIO') {
        grupos = cubetasAleatorias(params.semilla ?? semillaDelDia(), await contarPor(CUBETA));
      } else if (params.pagina > PAGINAS_SIN_GRUPOS) {
        grupos = diasDePublicacion(params.tipoOrden, await contarPor(DIA));
      }
      const tramos = grupos ? tramosDePagina(grupos, offset, REGISTROS_POR_PAGINA) : [{ grupo: undefined, offset, limite: REGISTROS_POR_PAGINA }];
      const partes = await Promise.all(
        tramos.map(({ grupo, offset: desde, limite }) =>
          ordenar(enRango(!grupo?.implicaPalabraClave).$if(Boolean(grupo), (q) => q.where(grupo!.condicion)).select('o.id_oferta'), filtros)
            .limit(limite)
            .offset(desde)
            .execute(),
        ),
      );
      return partes.flat().map((p) => p.id_oferta);
    }
    const [{ total, fila }, orden] = await Promise.all([conteo(), idsDePagina()]);

    const filas = orden.length
      ? await ofertasConEmpresa(k)
          .$if(Boolean(tsquery), (q) => q.select([cargoDestacado(tsquery!).as('cargo_destacado'), extractoDestacado(tsquery!).as('extracto_destacado')]))
          .where('o.id_oferta', 'in', orden)
          .execute()
      : [];
    filas.sort((a, b) => orden.indexOf(a.id_oferta) - orden.indexOf(b.id_oferta));
    const comunas = new Map(todos.map((l) => [l.idComuna, l]));

    return {
      cantidadRegistros: total,
      cantidadPaginas: Math.ceil(total / REGISTROS_POR_PAGINA),
      paginaActual: params.pagina,
      registrosPorPagina: REGISTROS_POR_PAGINA,
      ofertas: filas.map((f) => {
        const lugar = comunas.get(f.id_comuna);
        const destacado = f as { cargo_destacado?: string; extracto_destacado?: string };
        return {
          ...aResumen(f),
          ...(destacado.cargo_destacado !== undefined && {
            nombreCargoDestacado: marcar(destacado.cargo_destacado),
            extractoDestacado: marcar(destacado.extracto_destacado ?? ''),
          }),
          ...(params.orden === 'GEOLOCALIZACION' &&
            lugar?.lat != null &&
            lugar.lon != null && { distanciaKm: Math.round(distanciaKm(params.lat!, params.lon!, lugar.lat, lugar.lon)) }),
        };
      }),
      facetas: { sueldo: facetaSueldo(fila) },
    };
  }

  async function opciones(idDominio: number): Promise<FiltrosBusqueda> {
    const elPortal = await portalExistente(idDominio);
    return catalogos.obtener(String(idDominio), () => opcionesDeFiltro(k, db, elPortal));
  }

  return { buscar, opciones };
}
