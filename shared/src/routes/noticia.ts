import { slugify } from '@portal/shared/format';

/**
 * `{id}-{slug}` path segments (`/noticias/{idNoticia}-{slug}`, `/eventos/{idEvento}-{slug}`): the id is the
 * leading number. Anything may follow it (an old or mistyped slug), as the page then moves to the right one;
 * no leading number: 404.
 */
const ID_SEGMENT = /^([1-9]\d{0,9})(?:-.*)?$/;
const CATEGORIA_NOTICIA = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseIdSegment(segment: string): number | null {
  const id = ID_SEGMENT.exec(segment)?.[1];
  return id ? Number(id) : null;
}

/** `12-como-preparar`: the right segment of an item; its id alone when the slug has nothing left. */
export function idSegment(id: number, slug: string): string {
  const limpio = slugify(slug);
  return limpio ? `${String(id)}-${limpio}` : String(id);
}

export const parseNoticiaParam = parseIdSegment;

export function noticiaSegment(noticia: { idNoticia: number; slug: string }): string {
  return idSegment(noticia.idNoticia, noticia.slug);
}

/** A news category slug (`consejos-laborales`); the api then says whether it has news. */
export function isCategoriaNoticia(segment: string): boolean {
  return segment.length <= 60 && CATEGORIA_NOTICIA.test(segment);
}
