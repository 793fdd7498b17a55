import { getNoticias, useQuery, type QueryResult } from '@portal/shared/api';
import type { ListaNoticias } from '@portal/shared/contract';
import { useSearchParams } from 'react-router-dom';

/** `?pagina=` of the URL; anything but a positive integer is the first page. */
export function paginaFromQuery(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The useQuery key of a news page (of a category), under which the edge also preloads it (app/loaders.ts). */
export const noticiasQueryKey = (pagina: number, categoria?: string) =>
  categoria ? `noticias:${categoria}:${String(pagina)}` : `noticias:${String(pagina)}`;

/** The news page named by the URL (`/noticias?pagina=2`, `/noticias/categoria/curriculum?pagina=2`). */
export function useNoticias(categoria?: string): QueryResult<ListaNoticias> & { pagina: number } {
  const [searchParams] = useSearchParams();
  const pagina = paginaFromQuery(searchParams.get('pagina'));
  const query = useQuery(noticiasQueryKey(pagina, categoria), (signal) => getNoticias({ pagina, categoria }, signal));
  return { ...query, pagina };
}
