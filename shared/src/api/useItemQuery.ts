import { isHTTPError } from './client';
import { useQuery } from './useQuery';

/** One item's read as a page shows it: loading, missing (the api answered 404), failed with a retry, or ready. */
export type ItemState<T> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: T };

/** useQuery for a single item (an offer, an event, a CMS page…) whose 404 means there is no such item. */
export function useItemQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): ItemState<T> {
  const { data, error, loading, retry } = useQuery(key, fetcher);
  if (loading) return { status: 'loading' };
  if (isHTTPError(error) && error.response.status === 404) return { status: 'notFound' };
  if (error || !data) return { status: 'error', retry };
  return { status: 'ready', data };
}
