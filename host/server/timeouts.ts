// How long the edge waits for a visitor and for the api, so slow or stalled clients cannot hold its
// connections, nor through them its pool of connections to the api: the headers, the whole request, silence
// on the connection, an idle keep-alive, and the api's answer. The whole request is generous on purpose: an
// application of several files sent from a phone on a slow network (5 MB take about 40 s at 1 Mbit/s) must
// still fit; a body that stops is cut by the silence limit. Each is an env variable (README.md).
import { msDesdeEnv } from '@portal/shared/http';

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
  const timeouts = msDesdeEnv(env, VARIABLES, DEFAULT_EDGE_TIMEOUTS);
  if (timeouts.apiMs >= timeouts.idleMs) {
    throw new Error(`EDGE_API_TIMEOUT_MS (${timeouts.apiMs}) debe ser menor que EDGE_IDLE_TIMEOUT_MS (${timeouts.idleMs}): si no, el visitante pierde la conexión antes de recibir el 504.`);
  }
  return timeouts;
}
