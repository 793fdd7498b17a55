import { getFiltrosBusqueda, filtrosQueryKey, useQuery } from '@portal/shared/api';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

/** The filter options of this portal with their counts (results pages, and the home's ways into them). */
export function useFiltros() {
  const { idDominio } = useAtomValue(portalConfigAtom);
  return useQuery(filtrosQueryKey(idDominio), (signal) => getFiltrosBusqueda(idDominio, signal));
}
