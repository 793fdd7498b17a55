import { getNoticia, isHTTPError, noticiaQueryKey, useQuery } from '@portal/shared/api';
import type { Noticia } from '@portal/shared/contract';

export type NoticiaState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; noticia: Noticia };

/** The news item `idNoticia`; a 404 answer means it does not exist. */
export function useNoticia(idNoticia: number): NoticiaState {
  const { data, error, loading, retry } = useQuery(noticiaQueryKey(idNoticia), (signal) => getNoticia(idNoticia, signal));
  if (loading) return { status: 'loading' };
  if (isHTTPError(error) && error.response.status === 404) return { status: 'notFound' };
  if (error || !data) return { status: 'error', retry };
  return { status: 'ready', noticia: data };
}
