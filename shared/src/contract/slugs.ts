// The slugs the route table checks, apart from the schemas of the answers they name: the route table is in every
// first view, and importing them from informe-sueldo.ts and pagina.ts brought those schemas to every page.

/** Slug of a CMS page (`/page/{page}`): lower-case words joined by hyphens. */
export const SLUG_PAGINA = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A position's slug in `/informes-de-sueldo/{teaser}`: lower-case words joined by dashes (`slugify`). */
export const SLUG_CARGO = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
