// Query string of GET /api/searchjob (SPEC §3 "Search parameters"). Issue 4 adds the remaining filters here
// and one `where` each in filtros.ts.
import { Type, type Static } from 'typebox';

export const ORDENES = ['RANKING', 'FECHA_PUBLICACION', 'ALEATORIO', 'GEOLOCALIZACION'] as const;

export const ParametrosBusqueda = Type.Object({
  idDominio: Type.Integer({ minimum: 1 }),
  palabraClave: Type.Optional(Type.String({ maxLength: 200 })),
  pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  orden: Type.Enum([...ORDENES], { default: 'FECHA_PUBLICACION' }),
  tipoOrden: Type.Enum(['ASC', 'DESC'], { default: 'DESC' }),
  ofertaConfidencial: Type.Optional(Type.Boolean()),
  idCanales: Type.Optional(Type.String({ pattern: '^\\d{1,9}(,\\d{1,9})*$', description: 'Ids de canal separados por coma' })),
});

export type ParametrosBusqueda = Static<typeof ParametrosBusqueda>;

/**
 * Prefix query over the `es` configuration: every word must match the start of a word of the offer, so
 * "desarrolladora" (stem desarroll) finds "Desarrollador" and a half-typed "enferm" finds "Enfermería".
 * Only letters and digits pass, so user input can never inject tsquery operators.
 */
export function tsqueryPrefijo(palabraClave: string | undefined): string | null {
  const palabras = palabraClave?.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return palabras.length ? palabras.slice(0, 10).map((palabra) => `${palabra}:*`).join(' & ') : null;
}
