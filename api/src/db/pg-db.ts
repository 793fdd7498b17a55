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

async function conectar(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
  // An error on an idle connection (server restarted) must not crash the api: the next probe fails instead.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

export class PostgresDb implements Db {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  /** GET /health's probe has a connection of its own: a pool busy with searches must not hold it. */
  private sonda: { client: Promise<pg.Client>; enCurso?: { consulta: Promise<void>; desde: number } } | undefined;

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

  async sondear(atascadaTrasMs: number): Promise<void> {
    // Every api on this database (replicas in one process, tests) probes through this one connection: a probe
    // still waiting is joined, unless it has waited past the caller's limit, which means a stalled
    // connection, and another one is opened.
    const enCurso = this.sonda?.enCurso;
    if (enCurso && performance.now() - enCurso.desde < atascadaTrasMs) return enCurso.consulta;
    if (enCurso) this.soltarSonda();
    const sonda = (this.sonda ??= { client: conectar(this.connectionString) });
    const consulta = sonda.client
      .then((client) => client.query('SELECT 1'))
      .then(
        () => undefined,
        (error: unknown) => {
          if (this.sonda === sonda) this.soltarSonda();
          throw error;
        },
      )
      .finally(() => {
        if (sonda.enCurso?.consulta === consulta) sonda.enCurso = undefined;
      });
    sonda.enCurso = { consulta, desde: performance.now() };
    return consulta;
  }

  private soltarSonda(): void {
    // end() cuts a connection whose query hangs; nothing waits for it.
    this.sonda?.client.then((client) => client.end()).catch(() => undefined);
    this.sonda = undefined;
  }

  async close(): Promise<void> {
    this.soltarSonda();
    await this.pool.end();
  }
}
