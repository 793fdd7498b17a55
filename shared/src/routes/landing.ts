import type { BusquedaParams, FiltrosBusqueda } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';

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

/** What a landing searches: the filter it stands for, what it is about and its own h1. */
export interface Landing {
  slug: string;
  /** A place (region, comuna) or a line of work (area, job type), which words its title and description. */
  tipo: 'lugar' | 'rubro';
  /** The region, comuna, area or job type as the data names it (`Ñuñoa`). */
  nombre: string;
  heading: string;
  base: Partial<BusquedaParams>;
}

/**
 * The region, comuna, area or job type a landing slug names, among the portal's filter options (names
 * slugified: `nunoa` is Ñuñoa); null when none has it, which makes the landing a 404.
 */
export function resolveLanding(slug: string, filtros: FiltrosBusqueda): Landing | null {
  const lugar = (nombre: string, base: Partial<BusquedaParams>): Landing => ({ slug, tipo: 'lugar', nombre, heading: `Trabajo en ${nombre}`, base });
  const rubro = (nombre: string, base: Partial<BusquedaParams>): Landing => ({ slug, tipo: 'rubro', nombre, heading: `Ofertas de empleo de ${nombre}`, base });
  for (const region of filtros.regiones) {
    if (slugify(region.nombre) === slug) return lugar(region.nombre, { region: String(region.idRegion) });
  }
  for (const comuna of filtros.regiones.flatMap((region) => region.comunas)) {
    if (slugify(comuna.nombre) === slug) return lugar(comuna.nombre, { comuna: String(comuna.idComuna) });
  }
  const area = filtros.areas.find((item) => slugify(item.nombre) === slug);
  if (area) return rubro(area.nombre, { nombreArea: area.valor });
  const tipo = filtros.tiposCargo.find((item) => slugify(item.nombre) === slug);
  if (tipo) return rubro(tipo.nombre, { nombreTipoCargo: tipo.valor });
  return null;
}
