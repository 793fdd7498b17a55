import * as v from 'valibot';
import { PaginacionSchema } from './paginacion';
import { OfertaResumenSchema } from './oferta-esquemas';

/** Saved offers per page of GET /api/ofertas-guardadas. */
export const GUARDADAS_POR_PAGINA = 20;

export const OfertaGuardadaItemSchema = v.object({
  oferta: OfertaResumenSchema,
  /** The offer no longer receives applications (listed after the live ones). */
  expirada: v.boolean(),
  /** ISO 8601 date-time it was saved. */
  fechaGuardada: v.string(),
});
export type OfertaGuardadaItem = v.InferOutput<typeof OfertaGuardadaItemSchema>;

/** Answer of GET /api/ofertas-guardadas: live offers first, each group most recently saved first. */
export const OfertasGuardadasSchema = v.object({
  ...PaginacionSchema.entries,
  ofertas: v.array(OfertaGuardadaItemSchema),
});
export type OfertasGuardadas = v.InferOutput<typeof OfertasGuardadasSchema>;
