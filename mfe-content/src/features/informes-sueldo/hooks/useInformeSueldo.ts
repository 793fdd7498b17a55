import { getInformeSueldo, useItemQuery, type ItemState } from '@portal/shared/api';
import type { InformeSueldo } from '@portal/shared/contract';

/** The candidate's full report `idInforme`; a 404 means it is not theirs (or does not exist). */
export function useInformeSueldo(idInforme: number): ItemState<InformeSueldo> {
  return useItemQuery(`informe-sueldo:${String(idInforme)}`, (signal) => getInformeSueldo(idInforme, signal));
}
