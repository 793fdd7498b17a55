// The request checks Ajv misses (numeros-finitos.ts, sin-caracteres-de-control.ts) share their frame: every part
// a client sends (path, query, body) searched for its first bad value, and the usual 400 of validation naming it.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, mensajeValidacion, type AjvError } from '../errors';

interface Revision {
  name: string;
  /** Before validation, or after it (once Ajv coerced the values). */
  hook: 'preValidation' | 'preHandler';
  /** The path (a/b/0) of a part's first bad value, or null. */
  buscar(datos: unknown): string | null;
  /** What the 400 says of it, as Ajv would. */
  error: Pick<AjvError, 'keyword' | 'params'>;
}

export const revisionDePartes = ({ name, hook, buscar, error }: Revision) =>
  fp(
    async (app) => {
      const revisar = async (request: FastifyRequest) => {
        const partes = { params: request.params, querystring: request.query, body: request.body };
        for (const [contexto, datos] of Object.entries(partes)) {
          const campo = buscar(datos);
          if (campo !== null) throw apiError('VALIDACION', mensajeValidacion([{ instancePath: `/${campo}`, ...error }], contexto));
        }
      };
      if (hook === 'preHandler') app.addHook('preHandler', revisar);
      else app.addHook('preValidation', revisar);
    },
    { name },
  );
