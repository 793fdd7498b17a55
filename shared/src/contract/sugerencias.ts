import * as v from 'valibot';

/** How long the typed text of GET /api/busqueda/sugerencias may be: suggestions start at 2 characters. */
export const TEXTO_SUGERENCIAS = { minimo: 2, maximo: 100 } as const;

/** At most this many suggestions of each kind. */
export const MAXIMO_SUGERENCIAS = { cargos: 8, lugares: 5 } as const;

/** A job title of the portal's live offers, with how many have it. */
export const SugerenciaCargoSchema = v.object({ nombre: v.string(), cantidad: v.number() });

/** A comuna or a region with live offers; `idComuna` is null for a region, `nombreRegion` its own name. */
export const SugerenciaLugarSchema = v.object({
  tipo: v.picklist(['COMUNA', 'REGION']),
  nombre: v.string(),
  idRegion: v.number(),
  idComuna: v.nullable(v.number()),
  nombreRegion: v.string(),
  cantidad: v.number(),
});

/**
 * Answer of GET /api/busqueda/sugerencias?idDominio&texto: the titles and places of the portal's live offers
 * with a word starting with each word typed (accents ignored), those with most offers first.
 */
export const SugerenciasBusquedaSchema = v.object({
  cargos: v.array(SugerenciaCargoSchema),
  lugares: v.array(SugerenciaLugarSchema),
});

export type SugerenciaCargo = v.InferOutput<typeof SugerenciaCargoSchema>;
export type SugerenciaLugar = v.InferOutput<typeof SugerenciaLugarSchema>;
export type SugerenciasBusqueda = v.InferOutput<typeof SugerenciasBusquedaSchema>;
