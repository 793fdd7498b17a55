import { slugify } from '@portal/shared/format';

/** `{oferta}` path segments are `<slug>-<idOferta>` (or just the id): the id is the trailing number. */
const OFERTA_SEGMENT = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?([1-9]\d{0,9})$/;

export function parseOfertaParam(segment: string): number | null {
  const match = OFERTA_SEGMENT.exec(segment);
  return match?.[1] ? Number(match[1]) : null;
}

export function ofertaSegment(oferta: { idOferta: number; nombreCargo: string }): string {
  const slug = slugify(oferta.nombreCargo);
  return slug ? `${slug}-${oferta.idOferta}` : String(oferta.idOferta);
}
