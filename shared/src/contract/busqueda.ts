import * as v from 'valibot';
import { OfertaResumenSchema } from './oferta';

export const ORDENES = ['RANKING', 'FECHA_PUBLICACION', 'ALEATORIO', 'GEOLOCALIZACION'] as const;
export const TIPOS_ORDEN = ['ASC', 'DESC'] as const;
export const REGISTROS_POR_PAGINA = 15;

/** Query of GET /api/searchjob (the subset the walking skeleton uses; issue 4 adds the rest). */
export interface BusquedaParams {
  idDominio: number;
  palabraClave?: string;
  pagina?: number;
  orden?: (typeof ORDENES)[number];
  tipoOrden?: (typeof TIPOS_ORDEN)[number];
  /** Sent as false by CORPORATIVO and FERIA portals; SAAE and ALIANZA send idCanales instead. */
  ofertaConfidencial?: boolean;
  /** Comma-separated channel ids. */
  idCanales?: string;
}

export const FacetaSueldoSchema = v.object({
  /** Lower bound in CLP, inclusive. */
  desde: v.number(),
  /** Upper bound in CLP, exclusive; null for the open top bucket. */
  hasta: v.nullable(v.number()),
  cantidad: v.number(),
});

export const ResultadoBusquedaSchema = v.object({
  cantidadRegistros: v.number(),
  cantidadPaginas: v.number(),
  paginaActual: v.number(),
  registrosPorPagina: v.number(),
  ofertas: v.array(OfertaResumenSchema),
  facetas: v.object({ sueldo: v.array(FacetaSueldoSchema) }),
});

export type ResultadoBusqueda = v.InferOutput<typeof ResultadoBusquedaSchema>;
