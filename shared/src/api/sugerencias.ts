import { SugerenciasBusquedaSchema, type SugerenciasBusqueda } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/**
 * GET /api/busqueda/sugerencias: job titles and places of a portal's live offers for what is being typed.
 * Never retried: by the time a retry answered, the visitor has typed on.
 */
export function getSugerencias(idDominio: number, texto: string, signal?: AbortSignal): Promise<SugerenciasBusqueda> {
  return api().get('busqueda/sugerencias', { searchParams: { idDominio, texto }, signal, retry: 0 }).json(SugerenciasBusquedaSchema);
}
