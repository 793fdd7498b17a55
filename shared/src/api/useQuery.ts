import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { pedirCompartido } from './en-vuelo';
import { conPrecarga, precargaLista } from './precarga';
import { usePreloadedAnswers } from './preloaded';

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
 * Runs `fetcher` on mount, whenever `key` changes and on retry; a null key asks nothing (no data, not loading).
 * The previous request is aborted and its answer ignored, so an older answer never overwrites a newer one;
 * readers of a key asked for at the same time share one request (en-vuelo.ts). An answer the edge preloaded for
 * `key` (server rendering) is the first one instead of a request, for every part of the page that reads it (the
 * page, its metadata); the shell clears them once the visitor moves on, and later pages fetch. An answer fetched
 * ahead of a tap (precarga.ts) serves the same way while fresh. Keys are unique
 * across the portal (`oferta:123`), as preloaded and shared answers are looked up by them.
 */
export function useQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const preloaded = usePreloadedAnswers();
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${String(attempt)}:${key}`;
  const [settled, setSettled] = useState<Settled<T>>(() => {
    if (key !== null && preloaded?.has(key)) return { requestKey, data: preloaded.get(key) as T, error: undefined };
    const precargada = key === null ? undefined : precargaLista<T>(key);
    return precargada ? { requestKey, data: precargada.data, error: undefined } : { requestKey: null, data: undefined, error: undefined };
  });
  // A new key whose answer, asked for ahead (a search its page started), has arrived: rendered with it at once,
  // not as loading first. Its effect then takes that same answer (conPrecarga) and renders nothing more.
  if (key !== null && attempt === 0 && settled.requestKey !== requestKey) {
    const precargada = precargaLista<T>(key);
    if (precargada) setSettled({ requestKey, data: precargada.data, error: undefined });
  }
  // The request the preloaded answer stands for: the first effect skips it.
  const answered = useRef(settled.requestKey);
  const load = useEffectEvent(fetcher);

  useEffect(() => {
    if (key === null) return;
    if (answered.current === requestKey) {
      answered.current = null;
      return;
    }
    const controller = new AbortController();
    // A retry asks anew; a first request takes an answer prefetched ahead of a tap (precarga.ts), if any.
    const pedir = attempt === 0 ? (signal: AbortSignal) => conPrecarga(key, () => load(signal)) : load;
    pedirCompartido(key, pedir, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled((previous) => (previous.requestKey === requestKey && previous.data === data && previous.error === undefined ? previous : { requestKey, data, error: undefined }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((previous) => ({ requestKey, data: previous.data, error }));
      },
    );
    return () => { controller.abort(); };
  }, [requestKey, key, preloaded, attempt]);

  const retry = () => { setAttempt((value) => value + 1); };
  if (key === null) return { data: undefined, error: undefined, loading: false, retry };
  const loading = settled.requestKey !== requestKey;
  return {
    data: settled.data,
    error: loading ? undefined : settled.error,
    loading,
    retry,
  };
}
