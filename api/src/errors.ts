// One error shape for every answer: { statusCode, error, message, code }, with a Spanish message that is
// safe to show and a stable code the client can branch on.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface AjvError {
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
      return `${campo} no puede estar vacío.`;
    case 'maxLength':
      return `${campo} admite como máximo ${String(params.limit)} caracteres.`;
    case 'pattern':
      return `${campo} no tiene el formato esperado.`;
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

function cuerpo(statusCode: number, message: string, code: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(cuerpo(error.statusCode, error.message, error.code));
    }
    if (error.validation) {
      const mensaje = mensajeValidacion(error.validation as AjvError[], error.validationContext);
      return reply.status(400).send(cuerpo(400, mensaje, 'VALIDACION'));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send(cuerpo(status, MENSAJES_HTTP[status] ?? 'La solicitud no es válida.', error.code ?? 'SOLICITUD_INVALIDA'));
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send(cuerpo(500, 'Ocurrió un error inesperado. Inténtalo nuevamente.', 'ERROR_INTERNO'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(cuerpo(404, `No existe la ruta ${request.method} ${request.url.split('?')[0]}.`, 'RUTA_NO_ENCONTRADA')),
  );
}
