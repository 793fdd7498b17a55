import { slugify } from '../format';

/**
 * `{idNoticia}-{slug}` path segments of `/noticias/{idNoticia}-{slug}`: the id is the leading number. Anything
 * may follow it (an old or mistyped slug), as the page then moves to the right one; no leading number: 404.
 */
const NOTICIA_SEGMENT = /^([1-9]\d{0,9})(?:-.*)?$/;
const CATEGORIA_NOTICIA = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseNoticiaParam(segment: string): number | null {
  const id = NOTICIA_SEGMENT.exec(segment)?.[1];
  return id ? Number(id) : null;
}

export function noticiaSegment(noticia: { idNoticia: number; slug: string }): string {
  const slug = slugify(noticia.slug);
  return slug ? `${String(noticia.idNoticia)}-${slug}` : String(noticia.idNoticia);
}

/** A news category slug (`consejos-laborales`); the api then says whether it has news. */
export function isCategoriaNoticia(segment: string): boolean {
  return segment.length <= 60 && CATEGORIA_NOTICIA.test(segment);
}
