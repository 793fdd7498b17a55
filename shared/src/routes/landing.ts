/**
 * Matchers for the search routes whose id or slug shares a segment with fixed text (ARCHITECTURE.md, routing
 * model): react-router matches whole segments only, so the route takes the segment and these check it.
 */
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const LANDING_SEGMENT = new RegExp(`^trabajo-(${SLUG})$`);
const CATEGORIA_SEGMENT = new RegExp(`^([1-9]\\d{0,9})-${SLUG}$`);
const ID_SEGMENT = /^[1-9]\d{0,9}$/;

/** `trabajo-nunoa` → `nunoa`; anything without the prefix or with a bad slug → null. */
export function parseLandingParam(segment: string): string | null {
  return LANDING_SEGMENT.exec(segment)?.[1] ?? null;
}

export function landingSegment(slug: string): string {
  return `trabajo-${slug}`;
}

/** `12-tecnologia` → 12 (the idOpcionCategoria); a segment not starting with an id and a slug → null. */
export function parseCategoriaParam(segment: string): number | null {
  const id = CATEGORIA_SEGMENT.exec(segment)?.[1];
  return id ? Number(id) : null;
}

/** A positive integer id (`/canal/{idCanal}`), else null. */
export function parseIdParam(segment: string): number | null {
  return ID_SEGMENT.test(segment) ? Number(segment) : null;
}
