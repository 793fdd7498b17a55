import * as v from 'valibot';

/** A channel of a SAAE or ALIANZA portal; estado 1 = active. */
export const CanalSchema = v.object({ idCanal: v.number(), nombre: v.string(), estado: v.number() });
export const CanalesSchema = v.array(CanalSchema);

export type Canal = v.InferOutput<typeof CanalSchema>;
