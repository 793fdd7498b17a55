// The search service behind GET /api/searchjob and GET /api/busqueda/filtros. PostgreSQL's `es`
// configuration turns the keyword into lexemes (cached); the matching, counting, facet and order run over
// the in-memory copy of the active offers (indice/); only the page's 15 offers and their highlighted
// matches are read from the database.
import { REGISTROS_POR_PAGINA, type FiltrosBusqueda } from '@portal/shared/contract';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';
import { CacheTtl } from './cache';
import { opcionesDeFiltro } from './catalogo';
import { cargoDestacado, extractoDestacado, marcar } from './destacado';
import { TRAMOS_SUELDO } from './facetas';
import { cargarPortal, type Portal } from './filtros';
import { buscarCoincidencias, type Filtros } from './indice/coincidencias';
import { IndiceVigente } from './indice/indice-vigente';
import { leerTsquery, type NodoConsulta } from './indice/tsquery';
import { comunasPermitidas, distanciaKm, lugares } from './lugares';
import { ordenar } from './orden';
import { tsqueryPrefijo, validarCombinaciones, type ParametrosBusqueda } from './parametros';

export function crearBuscador(db: Db) {
  const k = createKysely(db);
  const indice = new IndiceVigente(db);
  // Portals change rarely and a keyword's lexemes never do.
  const portales = new CacheTtl<Portal | undefined>(60_000, 100);
  const consultas = new CacheTtl<NodoConsulta | null>(10 * 60_000, 5000);
  // Filter options move slowly: a count a few minutes old is fine next to a filter.
  const catalogos = new CacheTtl<FiltrosBusqueda>(5 * 60_000, 100);

  const portal = (idDominio: number) => portales.obtener(String(idDominio), () => cargarPortal(k, idDominio));

  /** A keyword made only of stop words ("de", "la") is no keyword at all, not "match nothing". */
  const consultaDe = (tsquery: string | null) => {
    if (!tsquery) return Promise.resolve(null);
    return consultas.obtener(tsquery, async () => {
      const { rows } = await db.query<{ q: string }>(`SELECT to_tsquery('es', $1)::text AS q`, [tsquery]);
      return leerTsquery(rows[0]!.q);
    });
  };

  async function portalExistente(idDominio: number): Promise<Portal> {
    const encontrado = await portal(idDominio);
    if (!encontrado) throw new ApiError(404, 'DOMINIO_NO_ENCONTRADO', `No existe el portal con idDominio ${idDominio}.`);
    return encontrado;
  }

  async function buscar(params: ParametrosBusqueda) {
    const criterios = validarCombinaciones(params);
    const tsquery = tsqueryPrefijo(params.palabraClave);
    const [elPortal, consulta, idComunas, todos, ofertas] = await Promise.all([
      portalExistente(params.idDominio),
      consultaDe(tsquery),
      comunasPermitidas(db, params),
      lugares(db),
      indice.ofertas(),
    ]);
    const filtros: Filtros = { ...params, ...criterios, consulta, idComunas };
    const coincidencias = buscarCoincidencias(ofertas, elPortal, filtros);
    const desde = (params.pagina - 1) * REGISTROS_POR_PAGINA;
    const pagina = ordenar(ofertas, coincidencias, filtros, todos).subarray(desde, desde + REGISTROS_POR_PAGINA);
    const orden = Array.from(pagina, (posicion) => ofertas.idOferta[posicion]!);

    const filas = orden.length
      ? await ofertasConEmpresa(k)
          .$if(Boolean(consulta), (q) => q.select([cargoDestacado(tsquery!).as('cargo_destacado'), extractoDestacado(tsquery!).as('extracto_destacado')]))
          .where('o.id_oferta', 'in', orden)
          .execute()
      : [];
    filas.sort((a, b) => orden.indexOf(a.id_oferta) - orden.indexOf(b.id_oferta));
    const comunas = new Map(todos.map((l) => [l.idComuna, l]));
    const total = coincidencias.posiciones.length;

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
      facetas: { sueldo: TRAMOS_SUELDO.map((tramo, i) => ({ ...tramo, cantidad: coincidencias.porTramo[i]! })) },
    };
  }

  async function opciones(idDominio: number): Promise<FiltrosBusqueda> {
    const elPortal = await portalExistente(idDominio);
    return catalogos.obtener(String(idDominio), () => opcionesDeFiltro(k, db, elPortal));
  }

  /** Loads the in-memory copy before the api takes its first search. */
  async function preparar(): Promise<void> {
    await indice.ofertas();
  }

  return { buscar, opciones, preparar };
}
