import type { BusquedaParams, ResultadoBusqueda } from '@portal/shared/contract';
import { api, getAnticipado, withOptionalAuth } from '@portal/shared/api-nucleo';
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

function parametrosDeBusqueda(params: BusquedaParams): Record<string, string | number | boolean> {
  const searchParams: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') searchParams[key] = value as string | number | boolean;
  }
  return searchParams;
}
