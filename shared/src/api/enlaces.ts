import { EnlaceCortoSchema, type EnlaceCorto } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** POST /api/enlaces-cortos: a short link for a page of the portal (the same URL always gets the same code). */
export function acortarUrl(url: string, signal?: AbortSignal): Promise<EnlaceCorto> {
  return api().post('enlaces-cortos', { json: { url }, signal }).json(EnlaceCortoSchema);
}
