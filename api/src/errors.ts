// One error shape for every answer: { statusCode, error, message, code }, with a Spanish message that is
// safe to show and a stable code the client can branch on.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRORES_API, type CodigoConMensajeFijo, type CodigoErrorApi } from '@portal/shared/contract';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: CodigoErrorApi,
    message: string,
    /** Seconds the client should wait before trying again (Retry-After of a 429 or 503). */
    readonly esperaS?: number,
  ) {
    super(message);
  }
}

/** The error of a code of the list, with its status and its fixed message (or the one given). */
export function apiError(code: CodigoConMensajeFijo, message?: string): ApiError;
export function apiError(code: CodigoErrorApi, message: string): ApiError;
export function apiError(code: CodigoErrorApi, message?: string): ApiError {
  const { status, mensaje } = ERRORES_API[code] as { status: number; mensaje?: string };
  return new ApiError(status, code, message ?? mensaje!);
}

/** A 429 or 503 of the list whose Retry-After says how many seconds to wait. */
export function apiErrorConEspera(code: CodigoConMensajeFijo, segundos: number): ApiError {
  const { statusCode, message } = apiError(code);
  return new ApiError(statusCode, code, message, Math.max(1, Math.ceil(segundos)));
}

/** SQLSTATE of a value the database cannot hold or read: numeric_value_out_of_range, invalid_text_representation. */
const VALOR_FUERA_DE_RANGO = new Set(['22003', '22P02']);

export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Turns the first schema violation into a Spanish sentence naming the field. */
export function mensajeValidacion(errores: AjvError[], contexto = 'querystring'): string {
  const error = errores[0];
  if (!error) return 'La solicitud no es válida.';
  const nombre = (error.params.missingProperty as string | undefined) ?? error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const campo = `${contexto === 'body' ? 'El campo' : 'El parámetro'} «${nombre}»`;
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `Falta ${contexto === 'body' ? 'el campo' : 'el parámetro'} obligatorio «${nombre}».`;
    case 'type':
      if (params.type === 'integer') return `${campo} debe ser un número entero.`;
      if (params.type === 'number') return `${campo} debe ser un número.`;
      if (params.type === 'boolean') return `${campo} debe ser true o false.`;
      return `${campo} debe ser un texto.`;
    case 'minimum':
      return `${campo} debe ser mayor o igual a ${String(params.limit)}.`;
    case 'maximum':
      return `${campo} debe ser menor o igual a ${String(params.limit)}.`;
    case 'enum':
      return `${campo} debe ser uno de: ${(params.allowedValues as string[]).join(', ')}.`;
    case 'minLength':
      return Number(params.limit) > 1 ? `${campo} debe tener al menos ${String(params.limit)} caracteres.` : `${campo} no puede estar vacío.`;
    case 'maxLength':
      return `${campo} admite como máximo ${String(params.limit)} caracteres.`;
    case 'pattern':
      return `${campo} no tiene el formato esperado.`;
    case 'caracterDeControl':
      return `${campo} contiene caracteres de control no permitidos.`;
    default:
      return `${campo} no es válido.`;
  }
}

const MENSAJES_HTTP: Record<number, string> = {
  400: 'La solicitud no es válida.',
  404: 'El recurso solicitado no existe.',
  405: 'Método no permitido.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no soportado.',
};

/** The one error body; `code` is one of the contract's ERRORES_API, or Fastify's own FST_* code for its other 4xx. */
function cuerpo(statusCode: number, message: string, code: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const enviar = ({ statusCode, message, code }: { statusCode: number; message: string; code: string }) =>
      reply.status(statusCode).send(cuerpo(statusCode, message, code));
    if (error instanceof ApiError) {
      if (error.esperaS) reply.header('retry-after', String(error.esperaS));
      return enviar(error);
    }
    if (error.validation) return enviar(apiError('VALIDACION', mensajeValidacion(error.validation as AjvError[], error.validationContext)));
    // A bound the schemas missed is still the client's mistake: 400, never a 500.
    if (VALOR_FUERA_DE_RANGO.has(error.code)) return enviar(apiError('VALOR_NO_VALIDO'));
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return enviar({ statusCode: status, message: MENSAJES_HTTP[status] ?? ERRORES_API.SOLICITUD_INVALIDA.mensaje, code: error.code ?? 'SOLICITUD_INVALIDA' });
    }
    request.log.error({ err: error }, 'error no controlado');
    return enviar(apiError('ERROR_INTERNO'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(cuerpo(404, `No existe la ruta ${request.method} ${request.url.split('?')[0]}.`, 'RUTA_NO_ENCONTRADA' satisfies CodigoErrorApi)),
  );
}
