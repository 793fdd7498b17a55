// The premium plan (SUSCRIPCION_PREMIUM, issue 25), bearer: GET /api/cuenta/suscripcion-premium the account's
// plan and dates; POST subscribes (the payment provider is asked first, premium/cobro.ts); DELETE ends it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PLANES } from '@portal/shared/contract';
import { apiError } from '../errors';
import { Nullable, respuestas } from '../esquemas/comunes';
import { sinCobro, type ProveedorCobro } from '../premium/cobro';
import { suscribir, suscripcionDe, terminar } from '../premium/plan';

const ruta = '/api/cuenta/suscripcion-premium';
const bearer = [{ bearer: [] }];
const tags = ['cuenta'];
const Suscripcion = Type.Object({
  plan: Type.Enum([...PLANES]),
  vigente: Type.Boolean(),
  desde: Nullable(Type.String({ description: 'ISO 8601: inicio del período actual o del último' })),
  hasta: Nullable(Type.String({ description: 'ISO 8601: fin del último período; null mientras está vigente' })),
});
const SuscribirBody = Type.Object({ plan: Type.Enum([...PLANES], { description: 'El plan que se contrata' }) });

export const planPremiumRoutes: FastifyPluginAsyncTypebox<{ cobro?: ProveedorCobro }> = async (app, { cobro = sinCobro }) => {
  app.get(
    ruta,
    { schema: { summary: 'El plan premium de la cuenta y sus fechas', operationId: 'obtenerSuscripcionPremium', tags, security: bearer, response: respuestas({ 200: Suscripcion }, 401) }, preHandler: app.autenticar },
    (request) => suscripcionDe(app.k, request.candidato!.idCandidato),
  );

  app.post(
    ruta,
    {
      schema: {
        summary: 'Contrata el plan premium (hoy sin costo); si ya está vigente, no cobra de nuevo',
        operationId: 'suscribirPlanPremium',
        tags,
        security: bearer,
        body: SuscribirBody,
        response: respuestas({ 200: Suscripcion, 201: Suscripcion }, 400, 401, 402),
      },
      preHandler: app.autenticar,
    },
    async (request, reply) => {
      const { idCandidato } = request.candidato!;
      const actual = await suscripcionDe(app.k, idCandidato);
      // Back from sign-in the page may ask twice: a running plan is answered as it is, never charged again.
      if (actual.vigente) return actual;
      const { aceptado } = await cobro.cobrar({ idCandidato, plan: request.body.plan });
      if (!aceptado) throw apiError('COBRO_RECHAZADO');
      await suscribir(app.k, idCandidato, request.body.plan);
      return reply.code(201).send(await suscripcionDe(app.k, idCandidato));
    },
  );

  app.delete(
    ruta,
    {
      schema: { summary: 'Termina el plan premium vigente', operationId: 'terminarPlanPremium', tags, security: bearer, response: respuestas({ 200: Suscripcion }, 401, 409) },
      preHandler: app.autenticar,
    },
    async (request) => {
      const { idCandidato } = request.candidato!;
      if (!(await terminar(app.k, idCandidato))) throw apiError('PLAN_PREMIUM_NO_VIGENTE');
      return suscripcionDe(app.k, idCandidato);
    },
  );
};
