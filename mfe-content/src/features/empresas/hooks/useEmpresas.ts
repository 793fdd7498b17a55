import { getEmpresas, useQuery, type QueryResult } from '@portal/shared/api';
import type { ListaEmpresas } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';

export interface FiltroEmpresas {
  pagina: number;
  busqueda?: string;
}

/** The list's state in its URL (`?busqueda=andina&pagina=2`); a page of another shape is the first. */
export function filtroEmpresasDe(search: URLSearchParams): FiltroEmpresas {
  const pagina = search.get('pagina') ?? '';
  const busqueda = search.get('busqueda')?.trim().slice(0, 100);
  return { pagina: /^[1-9]\d{0,5}$/.test(pagina) ? Number(pagina) : 1, ...(busqueda && { busqueda }) };
}

/** The useQuery key of a page of companies, under which the edge also preloads it (app/loaders.ts). */
export const empresasQueryKey = (idDominio: number, { pagina, busqueda }: FiltroEmpresas) =>
  `empresas:${String(idDominio)}:${String(pagina)}:${busqueda ?? ''}`;

/** The page of the portal's companies the URL names. */
export function useEmpresas(): QueryResult<ListaEmpresas> & { filtro: FiltroEmpresas } {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const [searchParams] = useSearchParams();
  const filtro = filtroEmpresasDe(searchParams);
  const query = useQuery(empresasQueryKey(idDominio, filtro), (signal) => getEmpresas(idDominio, filtro, signal));
  return { ...query, filtro };
}
