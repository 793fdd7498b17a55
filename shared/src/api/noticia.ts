import { NoticiaSchema, type Noticia } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** GET /api/noticias/{idNoticia}: the article with its body and related news (404 when it does not exist). */
export function getNoticia(idNoticia: number, signal?: AbortSignal): Promise<Noticia> {
  return api().get(`noticias/${String(idNoticia)}`, { signal }).json(NoticiaSchema);
}
