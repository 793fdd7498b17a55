import { eventoQueryKey, getEvento, isHTTPError, useQuery } from '@portal/shared/api';
import type { Evento } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

export type EventoState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; evento: Evento };

/** The portal's (or a shared) event `idEvento`; a 404 answer means there is none. */
export function useEvento(idEvento: number): EventoState {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const { data, error, loading, retry } = useQuery(eventoQueryKey(idEvento, idDominio), (signal) => getEvento(idEvento, idDominio, signal));
  if (loading) return { status: 'loading' };
  if (isHTTPError(error) && error.response.status === 404) return { status: 'notFound' };
  if (error || !data) return { status: 'error', retry };
  return { status: 'ready', evento: data };
}
