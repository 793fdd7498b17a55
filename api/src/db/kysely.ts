// Kysely over our Db seam: a tiny Driver, so the same typed query builder runs on PGlite and pg, and in a
// worker thread over its own way into the database (consultas-desde-hilo.ts).
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Consultas } from './db';
import type { Database } from './tables';

class DbConnection implements DatabaseConnection {
  constructor(private readonly db: Consultas) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows } = await this.db.query<R>(query.sql, query.parameters);
    return { rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery no está disponible');
  }
}

class DbDriver implements Driver {
  constructor(private readonly db: Consultas) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new DbConnection(this.db);
  }
  // Transactions go through Db.transaction (then build a Kysely over the tx), not through Kysely.
  async beginTransaction(): Promise<void> {
    throw new Error('Usa db.transaction() y createKysely(tx)');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

export function createKysely(db: Consultas): Kysely<Database> {
  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DbDriver(db),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
  return new Kysely<Database>({ dialect });
}
