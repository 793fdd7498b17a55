import * as v from 'valibot';

/** The plans an account can hold: today only the premium one (SUSCRIPCION_PREMIUM, issue 25). */
export const PLANES = ['PREMIUM'] as const;

/**
 * GET/POST/DELETE /api/cuenta/suscripcion-premium: the account's premium plan. `desde` is when the current (or
 * last) period started, `hasta` when it ended (null while it runs); both null for an account that never subscribed.
 */
export const SuscripcionPremiumSchema = v.object({
  plan: v.picklist(PLANES),
  vigente: v.boolean(),
  desde: v.nullable(v.string()),
  hasta: v.nullable(v.string()),
});
export type SuscripcionPremium = v.InferOutput<typeof SuscripcionPremiumSchema>;
