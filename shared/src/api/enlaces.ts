import type { EnlaceCorto } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';
import { esquemaAlUsar } from './esquema-al-usar';

// «Compartir» is on every offer page; its answer's schema comes with the first link shortened.
const EnlaceCortoSchema = esquemaAlUsar<EnlaceCorto>(() =>
  import(/* webpackExports: ["EnlaceCortoSchema"] */ '../contract/enlace').then((m) => m.EnlaceCortoSchema),
);

/** POST /api/enlaces-cortos: a short link for a page of the portal (the same URL always gets the same code). */
export function acortarUrl(url: string, signal?: AbortSignal): Promise<EnlaceCorto> {
  return api().post('enlaces-cortos', { json: { url }, signal }).json(EnlaceCortoSchema.cargando());
}
