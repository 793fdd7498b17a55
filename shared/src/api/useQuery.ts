import { useEffect, useEffectEvent, useState } from 'react';

export interface QueryResult<T> {
  /** The latest answer; kept while a newer request is under way so views can keep showing it. */
  data: T | undefined;
  /** The failure of the current request, if it failed. */
  error: unknown;
  /** The request for the current key has not answered yet. */
  loading: boolean;
  retry: () => void;
}

interface Settled<T> {
  requestKey: string | null;
  data: T | undefined;
  error: unknown;
}

/**
 * Runs `fetcher` on mount, whenever `key` changes and on retry. The previous request is aborted and its
 * answer ignored, so an older answer never overwrites a newer one.
 */
export function useQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ requestKey: null, data: undefined, error: undefined });
  const requestKey = `${String(attempt)}:${key}`;
  const load = useEffectEvent(fetcher);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ requestKey, data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((previous) => ({ requestKey, data: previous.data, error }));
      },
    );
    return () => { controller.abort(); };
  }, [requestKey]);

  const loading = settled.requestKey !== requestKey;
  return {
    data: settled.data,
    error: loading ? undefined : settled.error,
    loading,
    retry: () => { setAttempt((value) => value + 1); },
  };
}
