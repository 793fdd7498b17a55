// Costly downloads of an account (the CV as PDF, the data export) limited per candidate: at most
// `concurrentes` at a time and `porMinuto` a minute, so one account looping on them cannot keep the PDF
// thread or the database busy for every other visitor. Over either limit: 429 DEMASIADOS_DOCUMENTOS with
// Retry-After. The minute's count is in the database, shared by every api replica (contador-compartido.ts);
// the documents in progress are counted per process, as they guard that process's own drawing thread.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorConEspera } from '../errors';

export interface LimitesDocumentos {
  /** Documents one account may have in progress at once. */
  concurrentes: number;
  /** Documents one account may ask for a minute. */
  porMinuto: number;
}

export const LIMITES_DOCUMENTOS: LimitesDocumentos = { concurrentes: 2, porMinuto: 10 };

/** A document takes well under a second to make, unless the queue is long: a few seconds free a slot. */
const ESPERA_SI_EN_CURSO_S = 3;

export function limiteDocumentos(app: FastifyInstance, { concurrentes, porMinuto }: LimitesDocumentos) {
  // Accounts with documents in progress, and how many; an account leaves the map when its last one ends.
  const enCurso = new Map<number, number>();
  const contar = app.createRateLimit({
    max: porMinuto,
    timeWindow: 60_000,
    keyGenerator: (request) => `documentos:${request.candidato!.idCandidato}`,
  });

  /** Runs `trabajo` (the whole request's work) within the limits of the signed-in candidate. */
  return async function conLimite<T>(request: FastifyRequest, trabajo: () => Promise<T>): Promise<T> {
    const id = request.candidato!.idCandidato;
    const activos = enCurso.get(id) ?? 0;
    if (activos >= concurrentes) throw apiErrorConEspera('DEMASIADOS_DOCUMENTOS', ESPERA_SI_EN_CURSO_S);
    // Taken before the first await, so requests arriving together are counted together.
    enCurso.set(id, activos + 1);
    try {
      const cuenta = await contar(request);
      if (!cuenta.isAllowed && cuenta.isExceeded) throw apiErrorConEspera('DEMASIADOS_DOCUMENTOS', cuenta.ttlInSeconds);
      return await trabajo();
    } finally {
      const quedan = enCurso.get(id)! - 1;
      if (quedan) enCurso.set(id, quedan);
      else enCurso.delete(id);
    }
  };
}

export type ConLimiteDocumentos = ReturnType<typeof limiteDocumentos>;
