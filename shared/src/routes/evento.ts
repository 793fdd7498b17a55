import { idSegment, parseIdSegment } from './noticia';

export const parseEventoParam = parseIdSegment;

/** `{idEvento}-{slug}` of `/eventos/{idEvento}-{slug}`. */
export function eventoSegment(evento: { idEvento: number; slug: string }): string {
  return idSegment(evento.idEvento, evento.slug);
}
