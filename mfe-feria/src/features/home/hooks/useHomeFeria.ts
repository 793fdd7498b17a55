import { getEmpresasLanding, getHomeFeria, empresasLandingQueryKey, homeFeriaQueryKey, useQuery } from '@portal/shared/api';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

/** The fair's home answer (null when the call fails: the page keeps the portal's configuration). */
export function useHomeFeria() {
  const { idDominio } = useAtomValue(portalConfigAtom);
  return useQuery(homeFeriaQueryKey(idDominio), (signal) => getHomeFeria(idDominio, signal));
}

/** The companies the fair features; empty when they cannot be loaded. */
export function useEmpresasDestacadas() {
  const { idDominio } = useAtomValue(portalConfigAtom);
  return useQuery(empresasLandingQueryKey(idDominio), (signal) => getEmpresasLanding(idDominio, signal));
}
