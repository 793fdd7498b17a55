// The edge's own error answers, in the api's shape { statusCode, error, message, code } with a Spanish
// message: a browser app calling /api/… reads them like the api's, whichever of the two refused the request.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRORES_API, ERRORES_BORDE } from '@portal/shared/contract';

/** The codes the edge answers with (the catalogue's): its own and two of the api's. */
const RESPUESTAS = { ...ERRORES_BORDE, SOLICITUD_INVALIDA: ERRORES_API.SOLICITUD_INVALIDA, ERROR_INTERNO: ERRORES_API.ERROR_INTERNO };

export type EdgeErrorCode = keyof typeof RESPUESTAS;

export function edgeErrorBody(statusCode: number, code: EdgeErrorCode) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: RESPUESTAS[code].mensaje, code };
}

/** Any reply, also the proxy's (typed for HTTP/2 as well). */
export interface AnyReply {
  code(statusCode: number): AnyReply;
  type(contentType: string): AnyReply;
  send(payload: unknown): unknown;
}

export function sendEdgeError(reply: AnyReply, statusCode: number, code: EdgeErrorCode): void {
  reply.code(statusCode).type('application/json; charset=utf-8').send(edgeErrorBody(statusCode, code));
}

/** An error with the status and code the edge answers with (thrown from hooks, mapped by the handler below). */
export class EdgeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly edgeCode: EdgeErrorCode,
  ) {
    super(RESPUESTAS[edgeCode].mensaje);
  }
}

/** Every error the edge's own code or Fastify raises leaves in the Spanish shape; 5xx are logged. */
export function registerEdgeErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof EdgeError) return sendEdgeError(reply, error.statusCode, error.edgeCode);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendEdgeError(reply, 413, 'PROXY_CUERPO_DEMASIADO_GRANDE');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendEdgeError(reply, status, 'SOLICITUD_INVALIDA');
    request.log.error({ err: error }, 'error no controlado en el edge');
    sendEdgeError(reply, 500, 'ERROR_INTERNO');
  });
}
