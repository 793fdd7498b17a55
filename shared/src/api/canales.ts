import { CanalesSchema, type Canal } from '@portal/shared/contract';
import { searchService } from '@portal/shared/api-nucleo';

/** GET {search-service}/v1/internal/canales: channels of a SAAE or ALIANZA portal. */
export function getCanales(idDominio: number): Promise<Canal[]> {
  return searchService().get('v1/internal/canales', { searchParams: { idDominio } }).json(CanalesSchema);
}
