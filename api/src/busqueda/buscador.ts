// The search service behind GET /api/searchjob and GET /api/busqueda/filtros. The matching, counting,
// facet, order and the page's summaries come from the search thread's in-memory copy of the active offers
// (hilo/, indice/); that thread also reads a keyword's highlighted matches and writes the answer's JSON,
// so the api's own thread does no work per search but to send it. A keyword with a
// typo the thread corrected answers `palabraClaveCorregida` too ("¿Quisiste decir …?"), one naming a place
// `lugarReconocido`, one saying a condition in words (condiciones.ts) `condicionesReconocidas`.
import { REGISTROS_POR_PAGINA, type FiltrosBusqueda, type SugerenciasBusqueda } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { conCondiciones } from './condiciones';
import { BusquedaEnHilo } from './hilo/busqueda-en-hilo';
import type { OfertasNuevas } from './hilo/mensajes';
import { podarCambios } from './indice/registro-cambios';
import { validarCombinaciones, type ParametrosBusqueda } from './parametros';

export function crearBuscador({ db, log, portales }: Pick<FastifyInstance, 'db' | 'log' | 'portales'>) {
  const hilo = new BusquedaEnHilo(db);
  // Every api's search thread reads the change log; an hour of it is plenty (registro-cambios.ts).
  const poda = setInterval(() => podarCambios(db).catch((error: Error) => log.warn(`No se pudo podar el registro de cambios: ${error.message}`)), 10 * 60_000);
  poda.unref();

  /** GET /api/searchjob's answer as UTF-8 JSON, made whole in the search thread (hilo/respuesta.ts). */
  async function buscar(pedidos: ParametrosBusqueda, idCandidato?: number): Promise<Buffer> {
    const { params, condiciones } = conCondiciones(pedidos);
    const criterios = validarCombinaciones(params);
    const bytes = await hilo.buscar(
      { portal: await portales.existente(params.idDominio), filtros: { ...params, ...criterios }, desde: (params.pagina - 1) * REGISTROS_POR_PAGINA, cuantas: REGISTROS_POR_PAGINA },
      { pagina: params.pagina, condiciones, idCandidato },
    );
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
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
