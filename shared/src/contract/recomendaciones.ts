import * as v from 'valibot';
import { OfertaResumenSchema } from './oferta-esquemas';

/** Answer of GET /api/ofertas/{idOferta}/similares: up to 6 live offers like it (same area and region first). */
export const OfertasSimilaresSchema = v.object({ ofertas: v.array(OfertaResumenSchema) });

/**
 * Answer of GET /api/candidato/recomendadas: live offers for the candidate and what they come from, the CV's
 * desired and past positions (`cargos`), the preferred areas and the regions (basic data and preferences).
 * No positions nor areas: nothing to recommend from (`ofertas` is empty).
 */
export const OfertasRecomendadasSchema = v.object({
  preferencias: v.object({ cargos: v.array(v.string()), areas: v.array(v.string()), regiones: v.array(v.string()) }),
  ofertas: v.array(OfertaResumenSchema),
});

/** Whether the candidate told the portal what job they look for: otherwise the page asks them to (their CV). */
export function sabemosQueBusca({ preferencias }: OfertasRecomendadas): boolean {
  return preferencias.cargos.length > 0 || preferencias.areas.length > 0;
}

/** Answer of GET /api/candidato/relacionadas: offers like the `referencias` offers the candidate applied to or saved. */
export const OfertasRelacionadasSchema = v.object({ referencias: v.number(), ofertas: v.array(OfertaResumenSchema) });

export type OfertasSimilares = v.InferOutput<typeof OfertasSimilaresSchema>;
export type OfertasRecomendadas = v.InferOutput<typeof OfertasRecomendadasSchema>;
export type OfertasRelacionadas = v.InferOutput<typeof OfertasRelacionadasSchema>;
