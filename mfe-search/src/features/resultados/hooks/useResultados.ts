import { conPrecarga, getBusqueda, getBusquedaAnticipada, getBusquedaLigera, precargar, useQuery } from '@portal/shared/api';
import type { BusquedaParams, OfertaResumen, ResultadoBusqueda } from '@portal/shared/contract';
import { startTransition, useEffect, useRef, useState } from 'react';

export interface Resultados {
  /** Every offer shown so far (pages 1…pagina), or null until the current query answers. */
  ofertas: OfertaResumen[] | null;
  ultimo: ResultadoBusqueda | null;
  /** The salary facet of the latest answer, kept while a new search loads so the filter does not flicker. */
  facetaSueldo: ResultadoBusqueda['facetas']['sueldo'];
  /** Each filter option's offers among the matches; undefined while the search loads. */
  conteos: ResultadoBusqueda['facetas']['conteos'];
  loading: boolean;
  error: unknown;
  retry: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** Fetches the next page and appends it; resolves with that page's number, or null if it was not added. */
  loadMore: () => Promise<number | null>;
  /** Asks for the next page ahead of "load more" (its button came into view); loadMore then uses that answer. */
  precargarMas: () => void;
}

export interface Loaded {
  paginas: ResultadoBusqueda[];
}

/** The useQuery key of a search, under which the edge also preloads it (app/loaders.ts). */
export const resultadosKey = (params: BusquedaParams) => `resultados:${JSON.stringify(params)}`;

/** No salary facet yet: one empty list, so the filters' props stay the same while a search loads. */
const SIN_SUELDO: ResultadoBusqueda['facetas']['sueldo'] = [];

/** The key of one page of a search asked for ahead of "load more". */
const paginaKey = (params: BusquedaParams, pagina: number) => `resultados-pagina:${JSON.stringify({ ...params, pagina })}`;

/** Pages 1…pagina of a search, as the results page shows them on arrival. */
export async function fetchResultados(params: BusquedaParams, pagina: number, signal?: AbortSignal): Promise<Loaded> {
  const pages = Array.from({ length: pagina }, (_, index) => getBusqueda({ ...params, pagina: index + 1 }, signal));
  return { paginas: await Promise.all(pages) };
}

/**
 * A new search's first page, asked for as the visitor starts it, under the key its page's query reads: that query
 * takes this answer instead of asking once the page has rendered the search as loading (200-400 ms later on a
 * slow phone). Returns the answer's arrival, which the search's URL waits a moment for (useBusquedaConEspera).
 */
export function precargarResultados(params: BusquedaParams): Promise<Loaded> {
  const key = resultadosKey(params);
  const pedir = async (): Promise<Loaded> => ({ paginas: [await getBusquedaLigera({ ...params, pagina: 1 })] });
  precargar(key, pedir);
  return conPrecarga(key, pedir);
}

/**
 * The offers of a search. Opening a URL at `pagina=N` shows pages 1…N (so a shared or restored URL shows the
 * same list); "load more" fetches only the next page. A new query aborts the older one (useQuery) and any
 * "load more" under way, so an older answer never lands in a newer list.
 */
export function useResultados(params: BusquedaParams, pagina: number): Resultados {
  const key = resultadosKey(params);
  const query = useQuery<Loaded>(key, (signal) => fetchResultados(params, pagina, signal));
  // Pages added by "load more", tied to the answer they extend: a refetch starts a new list.
  const [extra, setExtra] = useState<{ of: Loaded | null; paginas: ResultadoBusqueda[] }>({ of: null, paginas: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => () => moreController.current?.abort(), [key]);

  const loaded = query.loading ? null : query.data ?? null;
  const paginas = loaded ? [...loaded.paginas, ...(extra.of === loaded ? extra.paginas : [])] : null;
  const ultimo = paginas?.at(-1) ?? null;

  async function loadMore(): Promise<number | null> {
    if (!loaded || !ultimo) return null;
    const controller = new AbortController();
    moreController.current = controller;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    const pagina = ultimo.paginaActual + 1;
    let next: ResultadoBusqueda;
    try {
      next = await conPrecarga(paginaKey(params, pagina), () => getBusqueda({ ...params, pagina }, controller.signal));
    } catch {
      if (!controller.signal.aborted) setLoadMoreFailed(true);
      setLoadingMore(false);
      return null;
    }
    // A prefetched answer ignores the abort: a newer search must still win.
    if (controller.signal.aborted) {
      setLoadingMore(false);
      return null;
    }
    // A transition: the tap's frame («Cargando ofertas…») is painted first and the new cards render in slices;
    // the button comes back with them, so a second tap never asks for the same page again.
    startTransition(() => {
      setExtra((previous) => ({ of: loaded, paginas: [...(previous.of === loaded ? previous.paginas : []), next] }));
      setLoadingMore(false);
    });
    return next.paginaActual;
  }

  function precargarMas() {
    if (!ultimo || ultimo.paginaActual >= ultimo.cantidadPaginas) return;
    const pagina = ultimo.paginaActual + 1;
    precargar(paginaKey(params, pagina), () => getBusquedaAnticipada({ ...params, pagina }));
  }

  return {
    ofertas: paginas?.flatMap((page) => page.ofertas) ?? null,
    ultimo,
    facetaSueldo: query.data?.paginas[0]?.facetas.sueldo ?? SIN_SUELDO,
    conteos: query.data?.paginas[0]?.facetas.conteos,
    loading: query.loading,
    error: query.error,
    retry: query.retry,
    loadingMore,
    loadMoreFailed,
    loadMore,
    precargarMas,
  };
}
