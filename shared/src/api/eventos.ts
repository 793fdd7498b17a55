import { ListaEventosSchema, type ListaEventos, type ModalidadEvento } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

export interface EventosParams {
  pagina: number;
  modalidad?: ModalidadEvento;
  region?: number;
}

/** GET /api/eventos: the portal's events, upcoming first. */
export function getEventos(idDominio: number, { pagina, modalidad, region }: EventosParams, signal?: AbortSignal): Promise<ListaEventos> {
  const searchParams: Record<string, string | number> = { idDominio, pagina };
  if (modalidad) searchParams.modalidad = modalidad;
  if (region !== undefined) searchParams.region = region;
  return api().get('eventos', { searchParams, signal }).json(ListaEventosSchema);
}
