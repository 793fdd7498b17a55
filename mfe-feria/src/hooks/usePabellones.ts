import { useAtomValue } from 'jotai';
import { getPabellones, pabellonesQueryKey, useQuery } from '@portal/shared/api';
import { portalConfigAtom } from '@portal/shared/state';

/** The fair's pavilions; an empty list when they cannot be loaded (SPEC.md section 8). */
export function usePabellones() {
  const { idDominio } = useAtomValue(portalConfigAtom);
  return useQuery(pabellonesQueryKey(idDominio), (signal) => getPabellones(idDominio, signal));
}
