// Per-address limits of costly anonymous requests (creating short links, drawing offer cards), counted in
// memory by @fastify/rate-limit. Each api process counts on its own, which only multiplies the allowance
// by the number of processes: enough to bound the load (login throttling, which guards passwords, is
// counted in the database instead).
import type { FastifyRequest } from 'fastify';
import { apiError } from '../errors';
import type { CodeWithFixedMessage } from '../error-codes';

export function limitePorDireccion(nombre: string, max: number, codigo: CodeWithFixedMessage) {
  return {
    max,
    timeWindow: 60_000,
    // The name keeps the counts of each limit apart where they share the plugin's store.
    keyGenerator: (request: FastifyRequest) => `${nombre}:${request.ip}`,
    errorResponseBuilder: () => apiError(codigo),
  };
}
