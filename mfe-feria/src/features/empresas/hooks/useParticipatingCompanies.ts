import { getEmpresasFeria, useQuery, type EmpresasFeriaParams, type QueryResult } from '@portal/shared/api';
import type { EmpresaFeria } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

export const DEBOUNCE_MS = 300;

export interface CompanyFilters {
  busqueda: string;
  /** Only companies with open vacancies. */
  vacantes: boolean;
  /** A pavilion's key, or '' for every pavilion (filtered here: the call has no pavilion parameter). */
  pabellon: string;
}

/** The query key of a search, as the page's loader preloads it. */
export const empresasFeriaKey = (params: EmpresasFeriaParams) => `feria-empresas:${JSON.stringify(params)}`;

export const empresasFeriaParams = (idDominio: number, busqueda: string, vacantes: boolean): EmpresasFeriaParams => ({ idDominio, busqueda, vacantes });

/** The fair's companies for the filters; typing is debounced, the checkbox and pavilion apply at once. */
export function useParticipatingCompanies({ busqueda, vacantes, pabellon }: CompanyFilters): QueryResult<EmpresaFeria[]> & { busqueda: string } {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const termino = useDebouncedValue(busqueda.trim(), DEBOUNCE_MS);
  const params = empresasFeriaParams(idDominio, termino, vacantes);
  const query = useQuery(empresasFeriaKey(params), (signal) => getEmpresasFeria(params, signal));
  const data = pabellon ? query.data?.filter((e) => e.pabellon.llaveOpcionCategoria === pabellon) : query.data;
  return { ...query, data, busqueda: termino };
}
