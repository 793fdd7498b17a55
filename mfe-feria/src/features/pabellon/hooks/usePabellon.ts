import { empresasPabellonQueryKey, getEmpresasPabellon, useQuery } from '@portal/shared/api';
import { notFound } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { usePabellones } from '../../../hooks/usePabellones';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

export const DEBOUNCE_MS = 300;

/**
 * The pavilion of `/pabellon/{slug}` among the fair's (undefined while they load; a slug that is none of
 * them is the 404 page) and its companies for the search, an empty list when they cannot be loaded.
 */
export function usePabellon(slug: string, busqueda: string) {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const { data: pabellones } = usePabellones();
  const pabellon = pabellones?.find((p) => p.llaveOpcionCategoria === slug);
  const termino = useDebouncedValue(busqueda.trim(), DEBOUNCE_MS);
  const params = { idDominio, idPabellon: pabellon?.idOpcionCategoria ?? 0, busqueda: termino };
  const empresas = useQuery(empresasPabellonQueryKey(params), (signal) =>
    pabellon ? getEmpresasPabellon(params, signal) : Promise.resolve([]),
  );
  if (pabellones && !pabellon) notFound();
  return { pabellon, empresas, termino };
}
