// The edge's own error answers, in the api's shape { statusCode, error, message, code } with a Spanish
// message: a browser app calling /api/… reads them like the api's, whichever of the two refused the request.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

/** The codes the edge answers with; the generic ones are the api's own (api/src/errors.ts). */
export const EDGE_ERROR_CODES = {
  /** The Host (or, behind a trusted proxy, X-Forwarded-Host) is not a host name: answered before anything else. */
  HOST_INVALIDO: 'HOST_INVALIDO',
  /** The body is larger than the edge lets through to the api (bodyLimit of the edge). */
  CUERPO_DEMASIADO_GRANDE: 'PROXY_CUERPO_DEMASIADO_GRANDE',
  /** The api refused or dropped the connection: down, restarting, or not where API_URL says. */
  API_NO_DISPONIBLE: 'PROXY_API_NO_DISPONIBLE',
  /** The api accepted the connection but did not answer in time. */
  API_SIN_RESPUESTA: 'PROXY_API_SIN_RESPUESTA',
  /** Any other 4xx Fastify raised (malformed request line, unsupported media type…). */
  SOLICITUD_INVALIDA: 'SOLICITUD_INVALIDA',
  /** An error of the edge itself; logged with its stack. */
  ERROR_INTERNO: 'ERROR_INTERNO',
} as const;

export type EdgeErrorCode = (typeof EDGE_ERROR_CODES)[keyof typeof EDGE_ERROR_CODES];

export const MENSAJES: Readonly<Record<EdgeErrorCode, string>> = {
  HOST_INVALIDO: 'El encabezado Host de la solicitud no es un nombre de servidor válido.',
  PROXY_CUERPO_DEMASIADO_GRANDE: 'La solicitud es demasiado grande.',
  PROXY_API_NO_DISPONIBLE: 'El servicio no está disponible en este momento. Inténtalo nuevamente en unos minutos.',
  PROXY_API_SIN_RESPUESTA: 'El servicio tardó demasiado en responder. Inténtalo nuevamente.',
  SOLICITUD_INVALIDA: 'La solicitud no es válida.',
  ERROR_INTERNO: 'Ocurrió un error inesperado. Inténtalo nuevamente.',
};

export function edgeErrorBody(statusCode: number, code: EdgeErrorCode) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: MENSAJES[code], code };
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
    super(MENSAJES[edgeCode]);
  }
}

/** Every error the edge's own code or Fastify raises leaves in the Spanish shape; 5xx are logged. */
export function registerEdgeErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof EdgeError) return sendEdgeError(reply, error.statusCode, error.edgeCode);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendEdgeError(reply, 413, EDGE_ERROR_CODES.CUERPO_DEMASIADO_GRANDE);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendEdgeError(reply, status, EDGE_ERROR_CODES.SOLICITUD_INVALIDA);
    request.log.error({ err: error }, 'error no controlado en el edge');
    sendEdgeError(reply, 500, EDGE_ERROR_CODES.ERROR_INTERNO);
  });
}
