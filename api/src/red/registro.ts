// How requests are logged: Fastify's own fields, with the `jwt` query parameter hidden. GET
// /api/login/logout-api?jwt=… (SPEC.md section 7) carries a session token there, and the log keeps URLs.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const OCULTO = '[oculto]';

function esJwt(clave: string): boolean {
  try {
    return decodeURIComponent(clave.replace(/\+/g, ' ')).trim().toLowerCase() === 'jwt';
  } catch {
    return false;
  }
}

/** The URL with the value of every `jwt` query parameter (however it is spelt or encoded) hidden. */
export function urlSinToken(url: string): string {
  const inicio = url.indexOf('?');
  if (inicio === -1) return url;
  const parametros = url
    .slice(inicio + 1)
    .split('&')
    .map((parametro) => {
      const clave = parametro.split('=')[0]!;
      return esJwt(clave) ? `${clave}=${OCULTO}` : parametro;
    });
  return `${url.slice(0, inicio)}?${parametros.join('&')}`;
}

function serializarSolicitud(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlSinToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The api's logger options with that request serializer. */
export function registroSinTokens(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const opciones = logger === true ? {} : logger;
  return { ...opciones, serializers: { ...opciones.serializers, req: serializarSolicitud } };
}
