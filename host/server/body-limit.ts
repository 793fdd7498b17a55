// How large a body the edge lets through to the api, and how it refuses a larger one: 413 in the api's
// Spanish shape, before the body is sent when the client says its size (Content-Length, Expect: 100-continue),
// and as soon as the limit is passed when it does not (chunked). The proxy streams bodies, so Fastify's own
// bodyLimit never sees them.
import type { IncomingHttpHeaders, Server } from 'node:http';
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MAX_ARCHIVOS_POSTULACION, MAX_BYTES_ARCHIVO } from '@portal/shared/contract';
import { EdgeError } from './edge-errors';

/**
 * The largest body the api accepts is an application: its files (each up to MAX_BYTES_ARCHIVO) and its fields
 * (api/src/postulacion/formulario.ts). The edge allows that and a little more for the form's framing.
 */
export const EDGE_BODY_LIMIT = MAX_ARCHIVOS_POSTULACION * MAX_BYTES_ARCHIVO + 4_000_000;

export function declaresTooLarge(headers: IncomingHttpHeaders, limit: number): boolean {
  return Number(headers['content-length'] ?? 0) > limit;
}

const tooLarge = () => new EdgeError(413, 'PROXY_CUERPO_DEMASIADO_GRANDE');

/**
 * Node answers "100 Continue" by itself; for a body the edge will refuse it must not, so the client never
 * uploads it. Every other request continues as usual.
 */
export function continueOnlyWithin(server: Server, limit: number): void {
  server.on('checkContinue', (request, response) => {
    if (!declaresTooLarge(request.headers, limit)) response.writeContinue();
    server.emit('request', request, response);
  });
}

/** Hooks of the proxied routes: refuse a declared size at once, count an undeclared one while it streams. */
export function limitBodies(app: FastifyInstance, limit: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!declaresTooLarge(request.headers, limit)) return;
    // The body stays unread: close the connection rather than read it to reuse it.
    reply.header('connection', 'close');
    throw tooLarge();
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received <= limit) return done(null, chunk);
        payload.unpipe(counted);
        reply.header('connection', 'close');
        done(tooLarge());
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    return payload.pipe(counted);
  });
}
