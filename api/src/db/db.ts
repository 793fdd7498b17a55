// The one database seam of the api: PGlite (in a worker) and pg.Pool both implement it,
// so routes, migrations and the seed never know which engine they run on.

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** One parameterised statement ($1, $2…). */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Several statements without parameters (migrations, seed batches). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
