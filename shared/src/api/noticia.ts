import type { Noticia } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';
import { esquemaAlUsar } from './esquema-al-usar';

const NoticiaSchema = esquemaAlUsar<Noticia>(() => import(/* webpackExports: ["NoticiaSchema"] */ '../contract/noticia').then((m) => m.NoticiaSchema));

/** The useQuery key of a news article, under which the edge also preloads it. */
export const noticiaQueryKey = (idNoticia: number) => `noticia:${String(idNoticia)}`;

/** GET /api/noticias/{idNoticia}: the article with its body and related news (404 when it does not exist). */
export function getNoticia(idNoticia: number, signal?: AbortSignal): Promise<Noticia> {
  return api().get(`noticias/${String(idNoticia)}`, { signal }).json(NoticiaSchema.cargando());
}
