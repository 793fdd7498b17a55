// /api, /health and short links (/e/{codigo}) proxied to the api: bodies streamed within the edge's limit,
// the client's real address handed on, and every failure answered in the api's Spanish error shape.
import type { IncomingHttpHeaders } from 'node:http';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitBodies } from './body-limit';
import { EdgeError, sendEdgeError, type AnyReply } from './edge-errors';

/** What the proxy's callbacks read of a request (they are typed for HTTP/2 too). */
type ClientRequest = Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>;

export interface ApiProxyOptions {
  apiUrl: string;
  bodyLimit: number;
  /** The api's silence after which the visitor gets 504: waiting for its answer's headers, or between bytes of its body. */
  apiTimeoutMs: number;
}

/** Short links live on the portal's own origin and are answered by the api's shortener. */
const PREFIXES = ['/api', '/health', '/e'] as const;

const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'UND_ERR_SOCKET', 'FST_REPLY_FROM_SERVICE_UNAVAILABLE', 'FST_REPLY_FROM_BAD_GATEWAY']);
const TIMED_OUT = new Set(['FST_REPLY_FROM_GATEWAY_TIMEOUT', 'FST_REPLY_FROM_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The error and its causes: reply-from wraps the socket's error (ECONNREFUSED…) in one of its own. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

function answerProxyError(reply: AnyReply & Pick<FastifyReply, 'log'>, error: Error): void {
  const chain = causes(error);
  const own = chain.find((cause): cause is EdgeError => cause instanceof EdgeError);
  if (own) return void sendEdgeError(reply, own.statusCode, own.edgeCode);
  const codes = chain.map((cause) => (cause as { code?: unknown }).code);
  if (codes.some((code) => TIMED_OUT.has(String(code)))) return void sendEdgeError(reply, 504, 'PROXY_API_SIN_RESPUESTA');
  if (!codes.some((code) => UNAVAILABLE.has(String(code)))) reply.log.error({ err: error }, 'error del proxy hacia la api');
  sendEdgeError(reply, 502, 'PROXY_API_NO_DISPONIBLE');
}

function requestHeadersForApi(request: ClientRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  // Node has already answered the client's Expect (100 Continue); undici refuses to send the header on.
  const { expect: _expect, ...rest } = headers;
  return {
    ...rest,
    // The client's address alone (the api believes only the last entry): the socket's peer, replacing whatever the
    // client wrote, or behind trusted proxies (config.ts) the address the outermost one saw, never what came before.
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

export async function apiProxy(app: FastifyInstance, { apiUrl, bodyLimit, apiTimeoutMs }: ApiProxyOptions): Promise<void> {
  limitBodies(app, bodyLimit);
  for (const prefix of PREFIXES) {
    await app.register(proxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      // undici's own defaults wait 5 minutes. While a slow visitor's upload streams on, its headers timer is
      // reset by every write; a visitor who stops is cut by the edge's own timeouts, which aborts this request.
      undici: { headersTimeout: apiTimeoutMs, bodyTimeout: apiTimeoutMs },
      replyOptions: {
        rewriteRequestHeaders: requestHeadersForApi,
        // The edge sends HSTS itself, over https only (security-headers.ts).
        rewriteHeaders: ({ 'strict-transport-security': _hsts, ...headers }) => headers,
        onError: (reply, { error }) => answerProxyError(reply, error),
      },
    });
  }
}
