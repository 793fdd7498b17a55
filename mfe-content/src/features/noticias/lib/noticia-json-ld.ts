import type { Noticia } from '@portal/shared/contract';

/**
 * schema.org NewsArticle of an article (https://schema.org/NewsArticle). Without URLs: the edge renders it
 * without knowing the visitor's origin, and the page's canonical link already names it.
 */
export function noticiaJsonLd(noticia: Noticia, portal: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: noticia.titulo,
    description: noticia.resumen,
    datePublished: noticia.fechaPublicacion,
    author: { '@type': 'Person', name: noticia.autor },
    publisher: { '@type': 'Organization', name: portal },
    articleSection: noticia.categoria.nombre,
    inLanguage: 'es-CL',
    ...(noticia.urlImagen ? { image: [noticia.urlImagen] } : {}),
  };
}
