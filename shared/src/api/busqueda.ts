import { ResultadoBusquedaSchema, type BusquedaParams, type ResultadoBusqueda } from '@portal/shared/contract';
import { api, withOptionalAuth } from '@portal/shared/api-nucleo';

/** GET /api/searchjob. Undefined parameters are left out of the query. */
export function getBusqueda(params: BusquedaParams, signal?: AbortSignal): Promise<ResultadoBusqueda> {
  const searchParams: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') searchParams[key] = value as string | number | boolean;
  }
  return api().get('searchjob', withOptionalAuth({ searchParams, signal })).json(ResultadoBusquedaSchema);
}
