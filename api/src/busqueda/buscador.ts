// The search service behind GET /api/searchjob and GET /api/busqueda/filtros. The matching, counting,
// facet, order and the page's summaries come from the search thread's in-memory copy of the active offers
// (hilo/, indice/); only a keyword's highlighted matches are read from the database here. A keyword with a
// typo the thread corrected answers `palabraClaveCorregida` too ("¿Quisiste decir …?"), one naming a place
// `lugarReconocido`, one saying a condition in words (condiciones.ts) `condicionesReconocidas`.
import { paginacion, REGISTROS_POR_PAGINA, type FiltrosBusqueda, type SugerenciasBusqueda } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { conCondiciones } from './condiciones';
import { destacados } from './destacado';
import { TRAMOS_SUELDO } from './facetas';
import { BusquedaEnHilo } from './hilo/busqueda-en-hilo';
import type { OfertasNuevas } from './hilo/mensajes';
import { podarCambios } from './indice/registro-cambios';
import { validarCombinaciones, type ParametrosBusqueda } from './parametros';

export function crearBuscador({ db, k, log, portales }: Pick<FastifyInstance, 'db' | 'k' | 'log' | 'portales'>) {
  const hilo = new BusquedaEnHilo(db);
  // Every api's search thread reads the change log; an hour of it is plenty (registro-cambios.ts).
  const poda = setInterval(() => podarCambios(db).catch((error: Error) => log.warn(`No se pudo podar el registro de cambios: ${error.message}`)), 10 * 60_000);
  poda.unref();

  async function buscar(pedidos: ParametrosBusqueda) {
    const { params, condiciones } = conCondiciones(pedidos);
    const criterios = validarCombinaciones(params);
    const { ofertas, total, porTramo, conteos, destacar, palabraClaveCorregida, lugarReconocido } = await hilo.buscar({
      portal: await portales.existente(params.idDominio),
      filtros: { ...params, ...criterios },
      desde: (params.pagina - 1) * REGISTROS_POR_PAGINA,
      cuantas: REGISTROS_POR_PAGINA,
    });
    const marcas = destacar && ofertas.length ? await destacados(k, destacar, ofertas.map((o) => o.idOferta)) : undefined;
    return {
      ...paginacion(total, params.pagina, REGISTROS_POR_PAGINA),
      registrosPorPagina: REGISTROS_POR_PAGINA,
      ofertas: marcas ? ofertas.map((oferta) => ({ ...oferta, ...marcas.get(oferta.idOferta) })) : ofertas,
      facetas: { sueldo: TRAMOS_SUELDO.map((tramo, i) => ({ ...tramo, cantidad: porTramo[i]! })), ...(conteos ? { conteos } : {}) },
      ...(palabraClaveCorregida ? { palabraClaveCorregida } : {}),
      ...(lugarReconocido ? { lugarReconocido } : {}),
      ...(condiciones.length ? { condicionesReconocidas: condiciones } : {}),
    };
  }

  async function opciones(idDominio: number): Promise<FiltrosBusqueda> {
    return hilo.opciones(await portales.existente(idDominio));
  }

  /** Job titles and places of the portal's live offers for a text being typed (sugerencias/). */
  async function sugerencias(idDominio: number, texto: string): Promise<SugerenciasBusqueda> {
    return hilo.sugerencias(await portales.existente(idDominio), texto);
  }

  /**
   * Job alerts: for each search, its `cuantas` newest live offers published in (desde, hasta] and how many
   * there are. A search whose portal is gone finds nothing.
   */
  async function nuevas(consultas: ConsultaNueva[], cuantas: number): Promise<OfertasNuevas[]> {
    const peticiones = await Promise.all(
      consultas.map(async ({ params: pedidos, desde, hasta }) => {
        const { params } = conCondiciones(pedidos);
        const encontrado = await portales.buscar(params.idDominio);
        const filtros = { ...params, ...validarCombinaciones(params), publicadas: { desde: desde.getTime(), hasta: hasta.getTime() } };
        return encontrado && { portal: encontrado, filtros, cuantas };
      }),
    );
    const validas = peticiones.filter((p) => p !== undefined);
    const resultados = validas.length ? await hilo.nuevas(validas) : [];
    return peticiones.map((p) => (p ? resultados.shift()! : { ofertas: [], total: 0 }));
  }

  function cerrar() {
    clearInterval(poda);
    return hilo.cerrar();
  }

  return { buscar, opciones, sugerencias, nuevas, preparar: () => hilo.preparar(), cerrar };
}

export interface ConsultaNueva {
  params: ParametrosBusqueda;
  desde: Date;
  hasta: Date;
}

export type Buscador = ReturnType<typeof crearBuscador>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one search service (and search thread) of the app: searches and job alerts share it. */
    buscador: Buscador;
  }
}
