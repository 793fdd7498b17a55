// The answer of saving an offer, in a file of its own: the save button is on every result card, and a schema
// is a call terser keeps, so beside the application's schemas it would bring them (and the CV's) to each card.
import * as v from 'valibot';

/** Answer of PUT and DELETE /api/ofertas-guardadas/{idOferta}. */
export const OfertaGuardadaSchema = v.object({ idOferta: v.number(), guardada: v.boolean() });
export type OfertaGuardada = v.InferOutput<typeof OfertaGuardadaSchema>;
