// A server's limits on its clients, the api's and the edge's alike: each read from an env variable of its own,
// and enforced by the Fastify (and Node http.Server) options below.

export interface LimitesServidor {
  /** From the connection to the end of the request's headers. */
  headersMs: number;
  /** From the connection to the end of the request's body. */
  requestMs: number;
  /** A connection with no byte in either direction for this long is closed. */
  idleMs: number;
  /** An idle kept-alive connection. */
  keepAliveMs: number;
}

/**
 * Whole milliseconds above 0 from `env`, one variable a key (`variables`); `defaults` for those unset or empty.
 * Throws, naming the variable, for any other value.
 */
export function msDesdeEnv<K extends string>(env: NodeJS.ProcessEnv, variables: Record<K, string>, defaults: Record<K, number>): Record<K, number> {
  const ms = { ...defaults };
  for (const [clave, variable] of Object.entries(variables) as [K, string][]) {
    const valor = env[variable];
    if (valor === undefined || valor === '') continue;
    const numero = Number(valor);
    if (!Number.isInteger(numero) || numero < 1) throw new Error(`${variable} debe ser un número entero de milisegundos mayor que 0: ${valor}`);
    ms[clave] = numero;
  }
  return ms;
}

/** The Fastify server options (with Node's http.Server ones) that enforce `limites`. */
export function opcionesDeLimites(limites: LimitesServidor) {
  // Node refuses a headers limit longer than the whole request's, and looks at both only every
  // connectionsCheckingInterval (30 s by default).
  const headersMs = Math.min(limites.headersMs, limites.requestMs);
  return {
    requestTimeout: limites.requestMs,
    connectionTimeout: limites.idleMs,
    keepAliveTimeout: limites.keepAliveMs,
    http: { headersTimeout: headersMs, requestTimeout: limites.requestMs, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4))) },
  };
}
