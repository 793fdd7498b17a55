import { getInformeSueldo, isHTTPError, useQuery } from '@portal/shared/api';
import type { InformeSueldo } from '@portal/shared/contract';

export type InformeSueldoState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; informe: InformeSueldo };

/** The candidate's full report `idInforme`; a 404 means it is not theirs (or does not exist). */
export function useInformeSueldo(idInforme: number): InformeSueldoState {
  const { data, error, loading, retry } = useQuery(`informe-sueldo:${String(idInforme)}`, (signal) => getInformeSueldo(idInforme, signal));
  if (loading) return { status: 'loading' };
  if (isHTTPError(error) && error.response.status === 404) return { status: 'notFound' };
  if (error || !data) return { status: 'error', retry };
  return { status: 'ready', informe: data };
}
