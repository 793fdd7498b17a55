// How long the api waits for a client, so slow or stalled uploads cannot hold connections (the edge's pool to
// the api) forever: the headers, the whole request, silence on the connection, and an idle keep-alive.
// The whole request is generous on purpose: an application of several files sent from a phone on a slow
// network (5 MB take about 40 s at 1 Mbit/s) must still fit; a body that stops is cut by the silence limit.
import { msDesdeEnv, opcionesDeLimites } from '@portal/shared/http';

export interface TiemposHttp {
  /** API_HEADERS_TIMEOUT_MS: from the connection to the end of the request's headers. */
  cabecerasMs: number;
  /** API_REQUEST_TIMEOUT_MS: from the connection to the end of the request's body. */
  solicitudMs: number;
  /** API_IDLE_TIMEOUT_MS: a connection with no byte in either direction for this long is closed. */
  inactividadMs: number;
  /** API_KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive connection; longer than the edge's pool keeps one (4 s). */
  keepAliveMs: number;
}

export const TIEMPOS_POR_DEFECTO: TiemposHttp = { cabecerasMs: 10_000, solicitudMs: 120_000, inactividadMs: 30_000, keepAliveMs: 72_000 };

const VARIABLES: Record<keyof TiemposHttp, string> = {
  cabecerasMs: 'API_HEADERS_TIMEOUT_MS',
  solicitudMs: 'API_REQUEST_TIMEOUT_MS',
  inactividadMs: 'API_IDLE_TIMEOUT_MS',
  keepAliveMs: 'API_KEEP_ALIVE_TIMEOUT_MS',
};

export const tiemposDesdeEnv = (env: NodeJS.ProcessEnv): TiemposHttp => msDesdeEnv(env, VARIABLES, TIEMPOS_POR_DEFECTO);

/** The Fastify (and Node http.Server) options that enforce them. */
export const opcionesDeServidor = (t: TiemposHttp) =>
  opcionesDeLimites({ headersMs: t.cabecerasMs, requestMs: t.solicitudMs, idleMs: t.inactividadMs, keepAliveMs: t.keepAliveMs });
