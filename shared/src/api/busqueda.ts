import { ResultadoBusquedaSchema, type BusquedaParams, type ResultadoBusqueda } from '@portal/shared/contract';
import { api, getAnticipado, withOptionalAuth } from '@portal/shared/api-nucleo';

/** GET /api/searchjob. Undefined parameters are left out of the query. */
export function getBusqueda(params: BusquedaParams, signal?: AbortSignal): Promise<ResultadoBusqueda> {
  return api().get('searchjob', withOptionalAuth({ searchParams: parametrosDeBusqueda(params), signal })).json(ResultadoBusquedaSchema);
}

/** The same search, asked for ahead of a tap on "Cargar más ofertas" (getAnticipado: without ky). */
export function getBusquedaAnticipada(params: BusquedaParams): Promise<ResultadoBusqueda> {
  return getAnticipado('searchjob', ResultadoBusquedaSchema, { searchParams: parametrosDeBusqueda(params) });
}

function parametrosDeBusqueda(params: BusquedaParams): Record<string, string | number | boolean> {
  const searchParams: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') searchParams[key] = value as string | number | boolean;
  }
  return searchParams;
}
