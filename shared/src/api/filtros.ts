import type { FiltrosBusqueda } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';
import { esquemaAlUsar } from './esquema-al-usar';

const FiltrosBusquedaSchema = esquemaAlUsar<FiltrosBusqueda>(() =>
  import(/* webpackExports: ["FiltrosBusquedaSchema"] */ '../contract/filtros').then((m) => m.FiltrosBusquedaSchema),
);

/** The useQuery key of a portal's filter options, under which the edge also preloads them for a results page. */
export const filtrosQueryKey = (idDominio: number) => `filtros:${String(idDominio)}`;

/** GET /api/busqueda/filtros: the options of every search filter of a portal, with counts. */
export function getFiltrosBusqueda(idDominio: number, signal?: AbortSignal): Promise<FiltrosBusqueda> {
  return api().get('busqueda/filtros', { searchParams: { idDominio }, signal }).json(FiltrosBusquedaSchema.cargando());
}
