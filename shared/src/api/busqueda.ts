import type { BusquedaParams, ResultadoBusqueda } from '@portal/shared/contract';
import { api, getAnticipado, getLigero, withOptionalAuth } from '@portal/shared/api-nucleo';
import { esquemaAlUsar } from './esquema-al-usar';

const ResultadoBusquedaSchema = esquemaAlUsar<ResultadoBusqueda>(() =>
  import(/* webpackExports: ["ResultadoBusquedaSchema"] */ '../contract/busqueda-esquemas').then((m) => m.ResultadoBusquedaSchema),
);

/** GET /api/searchjob. Undefined parameters are left out of the query. */
export function getBusqueda(params: BusquedaParams, signal?: AbortSignal): Promise<ResultadoBusqueda> {
  return api().get('searchjob', withOptionalAuth({ searchParams: parametrosDeBusqueda(params), signal })).json(ResultadoBusquedaSchema.cargando());
}

/** The same search, asked for ahead of a tap on "Cargar más ofertas" (getAnticipado: without ky). */
export function getBusquedaAnticipada(params: BusquedaParams): Promise<ResultadoBusqueda> {
  return getAnticipado('searchjob', ResultadoBusquedaSchema.cargando(), { searchParams: parametrosDeBusqueda(params) });
}

/**
 * A new search, asked for the moment the visitor starts it (a keyword, a filter), before its page renders: with
 * the browser's fetch, so the first one on a page does not wait for ky; through the client if that fails.
 */
export function getBusquedaLigera(params: BusquedaParams): Promise<ResultadoBusqueda> {
  return getLigero('searchjob', ResultadoBusquedaSchema.cargando(), { searchParams: parametrosDeBusqueda(params) });
}

/**
 * The answer's schema (and valibot) fetched ahead of a search the visitor is about to start (the filters or the
 * keyword reached): loaded inside the search's own event, its script took 20-40 ms of a slow phone's tap.
 */
export function precargarEsquemaBusqueda(): void {
  ResultadoBusquedaSchema.cargando();
}

function parametrosDeBusqueda(params: BusquedaParams): Record<string, string | number | boolean> {
  const searchParams: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') searchParams[key] = value as string | number | boolean;
  }
  return searchParams;
}
