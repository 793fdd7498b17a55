/** `{oferta}` path segments are `<slug>-<idOferta>` (or just the id): the id is the trailing number. */
const OFERTA_SEGMENT = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?([1-9]\d{0,9})$/;

export function parseOfertaParam(segment: string): number | null {
  const match = OFERTA_SEGMENT.exec(segment);
  return match?.[1] ? Number(match[1]) : null;
}

/** Lower-case ASCII slug: accents dropped, anything else collapsed to dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function ofertaSegment(oferta: { idOferta: number; nombreCargo: string }): string {
  const slug = slugify(oferta.nombreCargo);
  return slug ? `${slug}-${oferta.idOferta}` : String(oferta.idOferta);
}
