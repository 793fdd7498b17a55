import * as v from 'valibot';

/** Answer of POST /api/enlaces-cortos: the short code and the short URL on the portal's own origin. */
export const EnlaceCortoSchema = v.object({ codigo: v.pipe(v.string(), v.regex(/^[0-9a-zA-Z]+$/)), urlCorta: v.pipe(v.string(), v.url()) });

/** Answer of GET /api/enlaces-cortos/{codigo}: where the link goes and how often it was followed. */
export const EnlaceCortoDetalleSchema = v.object({ url: v.string(), clics: v.number() });

export type EnlaceCorto = v.InferOutput<typeof EnlaceCortoSchema>;
export type EnlaceCortoDetalle = v.InferOutput<typeof EnlaceCortoDetalleSchema>;
