import { getPagina, isHTTPError, paginaQueryKey, useQuery } from '@portal/shared/api';
import type { Pagina } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

export type PaginaState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; pagina: Pagina };

/** The portal's CMS page `slug`; a 404 answer means the portal has no such page. */
export function usePagina(slug: string): PaginaState {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const { data, error, loading, retry } = useQuery(paginaQueryKey(slug, idDominio), (signal) => getPagina(slug, idDominio, signal));
  if (loading) return { status: 'loading' };
  if (isHTTPError(error) && error.response.status === 404) return { status: 'notFound' };
  if (error || !data) return { status: 'error', retry };
  return { status: 'ready', pagina: data };
}
