import { getNoticia, noticiaQueryKey, useItemQuery, type ItemState } from '@portal/shared/api';
import type { Noticia } from '@portal/shared/contract';

/** The news item `idNoticia`; a 404 answer means it does not exist. */
export function useNoticia(idNoticia: number): ItemState<Noticia> {
  return useItemQuery(noticiaQueryKey(idNoticia), (signal) => getNoticia(idNoticia, signal));
}
