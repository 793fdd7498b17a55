// Db over a real PostgreSQL (DATABASE_URL=postgres://…): the path past one machine.
import pg from 'pg';
import type { AccesoDesdeHilo, Db } from './db';

function clientDb(client: pg.PoolClient): Db {
  const tx: Db = {
    kind: 'postgres',
    query: async (sql, params = []) => ({ rows: (await client.query(sql, params as unknown[])).rows }),
    exec: async (sql) => void (await client.query(sql)),
    transaction: (fn) => fn(tx),
    close: () => Promise.reject(new Error('No se puede cerrar la base dentro de una transacción.')),
    accesoDesdeHilo: () => {
      throw new Error('Un hilo no puede entrar en una transacción abierta.');
    },
  };
  return tx;
}

export class PostgresDb implements Db {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;

  constructor(private readonly connectionString: string) {
    this.pool = new pg.Pool({ connectionString, max: 10 });
  }

  accesoDesdeHilo(): AccesoDesdeHilo {
    return { tipo: 'postgres', url: this.connectionString };
  }

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<{ rows: R[] }> {
    const result = await this.pool.query(sql, params as unknown[]);
    return { rows: result.rows as R[] };
  }

  async exec(sql: string): Promise<void> {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(clientDb(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
