import { eventoQueryKey, getEvento, useItemQuery, type ItemState } from '@portal/shared/api';
import type { Evento } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

/** The portal's (or a shared) event `idEvento`; a 404 answer means there is none. */
export function useEvento(idEvento: number): ItemState<Evento> {
  const { idDominio } = useAtomValue(portalConfigAtom);
  return useItemQuery(eventoQueryKey(idEvento, idDominio), (signal) => getEvento(idEvento, idDominio, signal));
}
