import * as v from 'valibot';
import { searchService } from './client';

export const CanalSchema = v.object({ idCanal: v.number(), nombre: v.string(), estado: v.number() });
export type Canal = v.InferOutput<typeof CanalSchema>;

/** GET {search-service}/v1/internal/canales: channels of a SAAE or ALIANZA portal. */
export function getCanales(idDominio: number): Promise<Canal[]> {
  return searchService().get('v1/internal/canales', { searchParams: { idDominio } }).json(v.array(CanalSchema));
}
