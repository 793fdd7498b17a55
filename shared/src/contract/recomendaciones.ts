import * as v from 'valibot';
import { OfertaResumenSchema } from './oferta';

/** Answer of GET /api/ofertas/{idOferta}/similares: up to 6 live offers like it (same area and region first). */
export const OfertasSimilaresSchema = v.object({ ofertas: v.array(OfertaResumenSchema) });

/** Answer of GET /api/candidato/recomendadas: live offers matching the candidate's preferences. */
export const OfertasRecomendadasSchema = v.object({
  preferencias: v.object({ areas: v.array(v.string()), regiones: v.array(v.string()) }),
  ofertas: v.array(OfertaResumenSchema),
});

/** Answer of GET /api/candidato/relacionadas: offers like the `referencias` offers the candidate applied to or saved. */
export const OfertasRelacionadasSchema = v.object({ referencias: v.number(), ofertas: v.array(OfertaResumenSchema) });

export type OfertasSimilares = v.InferOutput<typeof OfertasSimilaresSchema>;
export type OfertasRecomendadas = v.InferOutput<typeof OfertasRecomendadasSchema>;
export type OfertasRelacionadas = v.InferOutput<typeof OfertasRelacionadasSchema>;
