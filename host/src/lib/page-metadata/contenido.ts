import type { Noticia, Pagina } from '@portal/shared/contract';
import type { ContenidoMeta } from '@portal/shared/routes';

/** The title, summary and card of a CMS page or a news article, for its metadata (browser and edge alike). */
export function contenidoMeta(contenido: Pagina | Noticia): ContenidoMeta {
  return 'idNoticia' in contenido
    ? { title: contenido.titulo, description: contenido.resumen, image: contenido.urlImagen }
    : { title: contenido.titulo, description: contenido.descripcion };
}
