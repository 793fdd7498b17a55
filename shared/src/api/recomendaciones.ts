import {
  OfertasRecomendadasSchema,
  OfertasRelacionadasSchema,
  OfertasSimilaresSchema,
  type OfertasRecomendadas,
  type OfertasRelacionadas,
  type OfertasSimilares,
} from '@portal/shared/contract';
import { api, getLigero, withAuth } from '@portal/shared/api-nucleo';

/** GET /api/ofertas/{idOferta}/similares: live offers like this one, below the offer (getLigero: ky is not fetched for them). */
export function getOfertasSimilares(idOferta: number, signal?: AbortSignal): Promise<OfertasSimilares> {
  return getLigero(`ofertas/${idOferta}/similares`, OfertasSimilaresSchema, { signal, conSesion: false });
}

/** GET /api/candidato/recomendadas: offers for the signed-in candidate, from their CV, basic data and preferences. */
export function getOfertasRecomendadas(signal?: AbortSignal): Promise<OfertasRecomendadas> {
  return api().get('candidato/recomendadas', withAuth({ signal })).json(OfertasRecomendadasSchema);
}

/** GET /api/candidato/relacionadas: offers like those the signed-in candidate applied to or saved. */
export function getOfertasRelacionadas(signal?: AbortSignal): Promise<OfertasRelacionadas> {
  return api().get('candidato/relacionadas', withAuth({ signal })).json(OfertasRelacionadasSchema);
}
