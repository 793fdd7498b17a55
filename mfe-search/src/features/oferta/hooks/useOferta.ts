import { getOferta, ofertaQueryKey, useItemQuery, type ItemState } from '@portal/shared/api';
import type { Oferta } from '@portal/shared/contract';

/** The offer with id `idOferta`; a 404 answer means it does not exist (or was removed). */
export function useOferta(idOferta: number): ItemState<Oferta> {
  return useItemQuery(ofertaQueryKey(idOferta), (signal) => getOferta(idOferta, signal));
}
