// Authentication as preHandlers: `app.autenticar` lets only a live session through (401 SESION_INVALIDA
// otherwise), `app.identificar` tells a candidate from a visitor; both set `request.candidato`.
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { verificarSesion, type Sesion } from '../auth/sesiones';

declare module 'fastify' {
  interface FastifyInstance {
    autenticar: preHandlerAsyncHookHandler;
    identificar: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The session's candidate: always set behind `app.autenticar`, null for a visitor behind `app.identificar`. */
    candidato: Sesion | null;
  }
  interface FastifyContextConfig {
    /** The token may also come as `?jwt=` (the SPEC's logout link). */
    jwtEnQuery?: boolean;
  }
}

/** A visitor, or a candidate by their bearer: both are answered. */
const SESION_OPCIONAL: Record<string, string[]>[] = [{}, { bearer: [] }];

/** The bearer token of the request, or `?jwt=` on routes whose config allows it. */
function tokenDe(request: FastifyRequest): string | undefined {
  const [tipo, token] = (request.headers.authorization ?? '').split(' ');
  if (tipo?.toLowerCase() === 'bearer' && token) return token;
  const { jwt } = request.query as { jwt?: unknown };
  return request.routeOptions.config.jwtEnQuery && typeof jwt === 'string' && jwt ? jwt : undefined;
}

export const autenticacion = fp(
  async (app) => {
    app.decorateRequest('candidato', null);
    app.decorate('autenticar', async (request: FastifyRequest) => {
      request.candidato = await verificarSesion(app, tokenDe(request));
    });
    // No token, or one that no longer verifies, is a visitor: never an error where the bearer is optional.
    app.decorate('identificar', async (request: FastifyRequest) => {
      const token = tokenDe(request);
      request.candidato = token ? await verificarSesion(app, token).catch(() => null) : null;
    });
    // The OpenAPI document's bearer security is the list of authenticated routes that clients and the
    // ownership sweep (test/propiedad.test.ts) read: a route behind `autenticar` that does not say so stops the app.
    // Every other route's security follows from what it reads: an optional bearer behind `identificar`, none otherwise.
    app.addHook('onRoute', (ruta) => {
      const preHandlers = [ruta.preHandler ?? []].flat();
      const declarada = ruta.schema?.security;
      if (preHandlers.includes(app.autenticar) && !declarada?.some((requisito) => 'bearer' in requisito)) {
        throw new Error(`${String(ruta.method)} ${ruta.url} usa app.autenticar: declara security: [{ bearer: [] }] en su schema.`);
      }
      if (!declarada) ruta.schema = { ...ruta.schema, security: preHandlers.includes(app.identificar) ? SESION_OPCIONAL : [] };
    });
  },
  { name: 'autenticacion', dependencies: ['base-de-datos', '@fastify/jwt'] },
);
