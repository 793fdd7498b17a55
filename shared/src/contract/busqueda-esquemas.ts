// The schemas of a search's answer, apart from the search's constants and parameters (busqueda.ts): a first view
// uses those, and these come with the first answer to validate (shared/src/api/esquema-al-usar.ts, issue 27).
import * as v from 'valibot';
import { OfertaResumenSchema } from './oferta-esquemas';
import { PaginacionSchema } from './paginacion';

export const FacetaSueldoSchema = v.object({
  /** Lower bound in CLP, inclusive. */
  desde: v.number(),
  /** Upper bound in CLP, exclusive; null for the open top bucket. */
  hasta: v.nullable(v.number()),
  /** Matching offers with a visible salary in the bucket, counted under every filter except the salary range. */
  cantidad: v.number(),
});

/** Offers among a search's matches per filter option, keyed by the option's value (options with none left out). */
const ConteoSchema = v.record(v.string(), v.number());

/** The filter panel's counts, following the search (first page only; an older api may not send them). */
export const ConteosFacetasSchema = v.object({
  regiones: ConteoSchema,
  comunas: ConteoSchema,
  areas: ConteoSchema,
  tiposCargo: ConteoSchema,
  carreras: ConteoSchema,
  jornadas: ConteoSchema,
  gradosEscolares: ConteoSchema,
  tiposCurriculum: ConteoSchema,
  empresas: ConteoSchema,
  categorias: ConteoSchema,
  inclusivas: v.number(),
});

export type ConteosFacetas = v.InferOutput<typeof ConteosFacetasSchema>;

/**
 * The place a search's keyword named ("cocinero temuco"): its offers come first, then those of its region.
 * `enRegion` counts the region's matches, the comuna's included; without `comuna` the keyword named the region.
 */
export const LugarReconocidoSchema = v.object({
  comuna: v.optional(v.string()),
  enComuna: v.optional(v.number()),
  /** The region's name ("Región de La Araucanía"). */
  region: v.string(),
  enRegion: v.number(),
});

export type LugarReconocido = v.InferOutput<typeof LugarReconocidoSchema>;

export const ResultadoBusquedaSchema = v.object({
  ...PaginacionSchema.entries,
  registrosPorPagina: v.number(),
  ofertas: v.array(OfertaResumenSchema),
  facetas: v.object({ sueldo: v.array(FacetaSueldoSchema), conteos: v.optional(ConteosFacetasSchema) }),
  /** The keyword with a misspelt word corrected ("secretria" → "secretaria"), when the api found one: "¿Quisiste decir …?". */
  palabraClaveCorregida: v.optional(v.string()),
  lugarReconocido: v.optional(LugarReconocidoSchema),
  /**
   * Conditions the keyword said in words ("sin experiencia", "part time"), applied as filters: each with the
   * keyword without its words, the search once the visitor removes it.
   */
  condicionesReconocidas: v.optional(v.array(v.object({ nombre: v.string(), palabraClave: v.string() }))),
});

export type ResultadoBusqueda = v.InferOutput<typeof ResultadoBusquedaSchema>;
