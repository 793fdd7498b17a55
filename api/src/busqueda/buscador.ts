// The search service behind GET /api/searchjob and GET /api/busqueda/filtros. The matching, counting,
// facet and order run in the search thread over its in-memory copy of the active offers (hilo/, indice/);
// here only the page's 15 offers and their highlighted matches are read from the database.
import { REGISTROS_POR_PAGINA, type FiltrosBusqueda } from '@portal/shared/contract';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';
import { CacheTtl } from './cache';
import { cargoDestacado, extractoDestacado, marcar } from './destacado';
import { TRAMOS_SUELDO } from './facetas';
import { cargarPortal, type Portal } from './filtros';
import { BusquedaEnHilo } from './hilo/busqueda-en-hilo';
import { comunasPermitidas, distanciaKm, lugares } from './lugares';
import { tsqueryPrefijo, validarCombinaciones, type ParametrosBusqueda } from './parametros';

export function crearBuscador(db: Db) {
  const k = createKysely(db);
  const hilo = new BusquedaEnHilo(db);
  // Portals change rarely.
  const portales = new CacheTtl<Portal | undefined>(60_000, 100);

  const portal = (idDominio: number) => portales.obtener(String(idDominio), () => cargarPortal(k, idDominio));

  async function portalExistente(idDominio: number): Promise<Portal> {
    const encontrado = await portal(idDominio);
    if (!encontrado) throw new ApiError(404, 'DOMINIO_NO_ENCONTRADO', `No existe el portal con idDominio ${idDominio}.`);
    return encontrado;
  }

  async function buscar(params: ParametrosBusqueda) {
    const criterios = validarCombinaciones(params);
    const tsquery = tsqueryPrefijo(params.palabraClave);
    const [elPortal, idComunas, todos] = await Promise.all([portalExistente(params.idDominio), comunasPermitidas(db, params), lugares(db)]);
    const { ids: orden, total, porTramo, conPalabraClave } = await hilo.buscar({
      portal: elPortal,
      filtros: { ...params, ...criterios, idComunas },
      tsquery,
      desde: (params.pagina - 1) * REGISTROS_POR_PAGINA,
      cuantas: REGISTROS_POR_PAGINA,
    });

    const filas = orden.length
      ? await ofertasConEmpresa(k)
          .$if(conPalabraClave, (q) => q.select([cargoDestacado(tsquery!).as('cargo_destacado'), extractoDestacado(tsquery!).as('extracto_destacado')]))
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
      facetas: { sueldo: TRAMOS_SUELDO.map((tramo, i) => ({ ...tramo, cantidad: porTramo[i]! })) },
    };
  }

  async function opciones(idDominio: number): Promise<FiltrosBusqueda> {
    return hilo.opciones(await portalExistente(idDominio));
  }

  return { buscar, opciones, preparar: () => hilo.preparar(), cerrar: () => hilo.cerrar() };
}
