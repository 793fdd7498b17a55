import { getEmpresasFeria, useQuery, type QueryResult } from '@portal/shared/api';
import type { EmpresaFeria } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

export const DEBOUNCE_MS = 300;

export interface CompanyFilters {
  busqueda: string;
  /** Only companies with open vacancies. */
  vacantes: boolean;
}

/** The fair's companies for the filters; typing is debounced, the checkbox applies at once. */
export function useParticipatingCompanies({ busqueda, vacantes }: CompanyFilters): QueryResult<EmpresaFeria[]> & { busqueda: string } {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const termino = useDebouncedValue(busqueda.trim(), DEBOUNCE_MS);
  const params = { idDominio, busqueda: termino, vacantes };
  const query = useQuery(JSON.stringify(params), (signal) => getEmpresasFeria(params, signal));
  return { ...query, busqueda: termino };
}
