import { getResumenSueldo, resumenSueldoQueryKey, useItemQuery, type ItemState } from '@portal/shared/api';
import type { ResumenSueldo } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

/** The public summary of position `cargo` on this portal; a 404 means no offer shows a salary for it. */
export function useResumenSueldo(cargo: string): ItemState<ResumenSueldo> {
  const { idDominio } = useAtomValue(portalConfigAtom);
  return useItemQuery(resumenSueldoQueryKey(cargo, idDominio), (signal) => getResumenSueldo(cargo, idDominio, signal));
}
