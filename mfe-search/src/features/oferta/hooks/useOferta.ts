import { getOferta, isHTTPError, ofertaQueryKey, useQuery } from '@portal/shared/api';
import type { Oferta } from '@portal/shared/contract';

export type OfertaState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; oferta: Oferta };

/** The offer with id `idOferta`; a 404 answer means it does not exist (or was removed). */
export function useOferta(idOferta: number): OfertaState {
  const { data, error, loading, retry } = useQuery(ofertaQueryKey(idOferta), (signal) => getOferta(idOferta, signal));
  if (loading) return { status: 'loading' };
  if (isHTTPError(error) && error.response.status === 404) return { status: 'notFound' };
  if (error || !data) return { status: 'error', retry };
  return { status: 'ready', oferta: data };
}
