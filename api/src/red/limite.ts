// Per-address limits of costly anonymous requests (creating short links, drawing offer cards, registration,
// recovery), applied by @fastify/rate-limit and counted in the database (contador-compartido.ts), so every
// api replica shares one count (login throttling, auth/intentos-login.ts, is counted there too).
import type { FastifyRequest } from 'fastify';
import { apiError } from '../errors';
import type { CodigoConMensajeFijo } from '@portal/shared/contract';

export function limitePorDireccion(nombre: string, max: number, codigo: CodigoConMensajeFijo) {
  return {
    max,
    timeWindow: 60_000,
    // The name keeps the counts of each limit apart where they share the plugin's store.
    keyGenerator: (request: FastifyRequest) => `${nombre}:${request.ip}`,
    errorResponseBuilder: () => apiError(codigo),
  };
}
