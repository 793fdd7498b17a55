import { OfertaSchema, type Oferta } from '@portal/shared/contract';
import { api, withOptionalAuth } from '@portal/shared/api-nucleo';

/** GET /api/ofertas/{idOferta}: the full offer, also when expired. */
export function getOferta(idOferta: number, signal?: AbortSignal): Promise<Oferta> {
  return api().get(`ofertas/${idOferta}`, withOptionalAuth({ signal })).json(OfertaSchema);
}
