// The one database seam of the api: PGlite (in a worker) and pg.Pool both implement it,
// so routes, migrations and the seed never know which engine they run on.
import type { MessagePort } from 'node:worker_threads';

/** How another thread of the api reaches the same database: a port into PGlite's worker, or the server's URL. */
export type AccesoDesdeHilo = { tipo: 'pglite'; puerto: MessagePort } | { tipo: 'postgres'; url: string };

/** Reads only: what a helper thread (the search index) needs. */
export type Consultas = Pick<Db, 'query'>;

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** One parameterised statement ($1, $2…). */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Several statements without parameters (migrations, seed batches). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A new way in for another worker thread (the search index reads through it, off the event loop). */
  accesoDesdeHilo(): AccesoDesdeHilo;
  /**
   * A `SELECT 1` that does not wait for a free connection of the pool (GET /health's probe); without it,
   * `query`. A probe that has waited `atascadaTrasMs` counts as stalled and is not joined by the next one.
   */
  sondear?(atascadaTrasMs: number): Promise<void>;
}
