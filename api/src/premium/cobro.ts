// The one place a payment provider goes (issue 25): subscribing to the premium plan asks `cobrar` before the
// plan is recorded, and records nothing when the provider refuses. No provider is integrated today: `sinCobro`
// accepts at no cost, so subscribing is free. A real provider implements ProveedorCobro and is handed to
// planPremiumRoutes in app.ts.
import type { Plan } from './plan';

export interface Cobro {
  idCandidato: number;
  plan: Plan;
}

/** The provider's answer: `aceptado` false means no charge was made (the api answers 402 COBRO_RECHAZADO). */
export interface ResultadoCobro {
  aceptado: boolean;
  /** Amount charged, in Chilean pesos. */
  monto: number;
}

export interface ProveedorCobro {
  cobrar(cobro: Cobro): Promise<ResultadoCobro>;
}

/** Today's provider: every subscription is accepted and free. */
export const sinCobro: ProveedorCobro = {
  cobrar: () => Promise.resolve({ aceptado: true, monto: 0 }),
};
