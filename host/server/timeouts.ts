// How long the edge waits for a visitor and for the api, so slow or stalled clients cannot hold its
// connections, nor through them its pool of connections to the api: the headers, the whole request, silence
// on the connection, an idle keep-alive, and the api's answer. The whole request is generous on purpose: an
// application of several files sent from a phone on a slow network (5 MB take about 40 s at 1 Mbit/s) must
// still fit; a body that stops is cut by the silence limit. Each is an env variable (README.md).
import type { FastifyServerOptions } from 'fastify';

export interface EdgeTimeouts {
  /** EDGE_HEADERS_TIMEOUT_MS: from the connection to the end of the request's headers. */
  headersMs: number;
  /** EDGE_REQUEST_TIMEOUT_MS: from the connection to the end of the request's body. */
  requestMs: number;
  /** EDGE_IDLE_TIMEOUT_MS: a connection with no byte in either direction for this long is closed. */
  idleMs: number;
  /** EDGE_KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive connection of a browser. */
  keepAliveMs: number;
  /**
   * EDGE_API_TIMEOUT_MS: the api's silence, once the request is sent (its headers) or while its body streams:
   * then 504. Shorter than EDGE_IDLE_TIMEOUT_MS, which would otherwise cut the waiting visitor first.
   */
  apiMs: number;
}

export const DEFAULT_EDGE_TIMEOUTS: EdgeTimeouts = { headersMs: 10_000, requestMs: 120_000, idleMs: 30_000, keepAliveMs: 72_000, apiMs: 20_000 };

const VARIABLES: Record<keyof EdgeTimeouts, string> = {
  headersMs: 'EDGE_HEADERS_TIMEOUT_MS',
  requestMs: 'EDGE_REQUEST_TIMEOUT_MS',
  idleMs: 'EDGE_IDLE_TIMEOUT_MS',
  keepAliveMs: 'EDGE_KEEP_ALIVE_TIMEOUT_MS',
  apiMs: 'EDGE_API_TIMEOUT_MS',
};

export function edgeTimeoutsFromEnv(env: NodeJS.ProcessEnv): EdgeTimeouts {
  const timeouts = { ...DEFAULT_EDGE_TIMEOUTS };
  for (const [key, variable] of Object.entries(VARIABLES) as [keyof EdgeTimeouts, string][]) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const ms = Number(value);
    if (!Number.isInteger(ms) || ms < 1) throw new Error(`${variable} debe ser un número entero de milisegundos mayor que 0: ${value}`);
    timeouts[key] = ms;
  }
  if (timeouts.apiMs >= timeouts.idleMs) {
    throw new Error(`EDGE_API_TIMEOUT_MS (${timeouts.apiMs}) debe ser menor que EDGE_IDLE_TIMEOUT_MS (${timeouts.idleMs}): si no, el visitante pierde la conexión antes de recibir el 504.`);
  }
  return timeouts;
}

/** The Fastify (and Node http.Server) options that enforce the visitor's side. */
export function serverTimeoutOptions(t: EdgeTimeouts): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  // Node refuses a headers limit longer than the whole request's, and looks at both only every
  // connectionsCheckingInterval (30 s by default).
  const headersMs = Math.min(t.headersMs, t.requestMs);
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4))) },
  };
}
