import type { Evento, Noticia, Pagina } from '@portal/shared/contract';
import type { ContenidoMeta } from '@portal/shared/routes';

/** The title, summary and card of a CMS page, a news article or an event, for its metadata (browser and edge alike). */
export function contenidoMeta(contenido: Pagina | Noticia | Evento): ContenidoMeta {
  if ('idNoticia' in contenido) return { title: contenido.titulo, description: contenido.resumen, image: contenido.urlImagen };
  if ('idEvento' in contenido) return { title: contenido.titulo, description: contenido.resumen };
  return { title: contenido.titulo, description: contenido.descripcion };
}
