import { SuscripcionPremiumSchema, type SuscripcionPremium } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

const RUTA = 'cuenta/suscripcion-premium';

/** The useQuery key of the signed-in candidate's plan. */
export const suscripcionPremiumQueryKey = (idCandidato: number) => `suscripcion-premium:${idCandidato}`;

/** GET /api/cuenta/suscripcion-premium: the account's premium plan and its dates. */
export function getSuscripcionPremium(signal?: AbortSignal): Promise<SuscripcionPremium> {
  return api().get(RUTA, withAuth({ signal })).json(SuscripcionPremiumSchema);
}

/** POST /api/cuenta/suscripcion-premium: subscribes (free today); a running plan is answered as it is. */
export function suscribirPlanPremium(): Promise<SuscripcionPremium> {
  return api().post(RUTA, withAuth({ json: { plan: 'PREMIUM' } })).json(SuscripcionPremiumSchema);
}

/** DELETE /api/cuenta/suscripcion-premium: ends the running plan; 409 PLAN_PREMIUM_NO_VIGENTE when none runs. */
export function terminarPlanPremium(): Promise<SuscripcionPremium> {
  return api().delete(RUTA, withAuth()).json(SuscripcionPremiumSchema);
}
