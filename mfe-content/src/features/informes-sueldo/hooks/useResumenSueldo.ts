import { getResumenSueldo, isHTTPError, resumenSueldoQueryKey, useQuery } from '@portal/shared/api';
import type { ResumenSueldo } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

export type ResumenSueldoState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; resumen: ResumenSueldo };

/** The public summary of position `cargo` on this portal; a 404 means no offer shows a salary for it. */
export function useResumenSueldo(cargo: string): ResumenSueldoState {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const { data, error, loading, retry } = useQuery(resumenSueldoQueryKey(cargo, idDominio), (signal) => getResumenSueldo(cargo, idDominio, signal));
  if (loading) return { status: 'loading' };
  if (isHTTPError(error) && error.response.status === 404) return { status: 'notFound' };
  if (error || !data) return { status: 'error', retry };
  return { status: 'ready', resumen: data };
}
