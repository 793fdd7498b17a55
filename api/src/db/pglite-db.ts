// Db over a PGlite instance living in a worker thread (see pglite-worker.mjs), with a tiny RPC.
import { MessageChannel, Worker } from 'node:worker_threads';
import path from 'node:path';
import { Pendientes } from '../hilos/pendientes';
import type { AccesoDesdeHilo, Db } from './db';
import { baseNoDisponible } from './no-disponible';
import { conTiempoLimite } from './tiempo-limite';

interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; code?: string; detail?: string };
}

export interface PgliteOptions {
  /** Folder on disk; omitted = in memory. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (fast test databases). */
  snapshot?: Uint8Array;
  /** How long one call may take before it fails with 503 (default 60 s: a seed batch of 50,000 offers fits). */
  tiempoMaximoMs?: number;
}

export class PgliteDb implements Db {
  readonly kind = 'pglite';
  private readonly worker: Worker;
  private readonly tiempoMaximoMs: number;
  /** Set once the worker is gone: every call after that fails at once. */
  private caida: Error | null = null;
  private readonly pending = new Pendientes();
  /** PGlite has one connection: while a transaction runs, every other call waits for it. */
  private transactionDone: Promise<void> = Promise.resolve();

  private constructor({ tiempoMaximoMs = 60_000, ...options }: PgliteOptions) {
    this.tiempoMaximoMs = tiempoMaximoMs;
    this.worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: options });
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (codigo) => this.failAll(new Error(`El hilo de PGlite terminó (código ${codigo}).`)));
  }

  static async open(options: PgliteOptions = {}): Promise<PgliteDb> {
    const db = new PgliteDb(options);
    // The worker says 0 once its database is open.
    await db.pending.nuevo(0).respuesta;
    return db;
  }

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<{ rows: R[] }> {
    await this.transactionDone;
    return this.call('query', { sql, params }) as Promise<{ rows: R[] }>;
  }

  async exec(sql: string): Promise<void> {
    await this.transactionDone;
    await this.call('exec', { sql });
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const previous = this.transactionDone;
    let finish!: () => void;
    this.transactionDone = new Promise((resolve) => (finish = resolve));
    await previous;
    const tx: Db = {
      kind: 'pglite',
      query: (sql, params = []) => this.call('query', { sql, params }) as never,
      exec: async (sql) => void (await this.call('exec', { sql })),
      transaction: (inner) => inner(tx),
      close: () => Promise.reject(new Error('No se puede cerrar la base dentro de una transacción.')),
      accesoDesdeHilo: () => {
        throw new Error('Un hilo no puede entrar en una transacción abierta.');
      },
    };
    try {
      await this.call('exec', { sql: 'BEGIN' });
      const result = await fn(tx);
      await this.call('exec', { sql: 'COMMIT' });
      return result;
    } catch (error) {
      await this.call('exec', { sql: 'ROLLBACK' });
      throw error;
    } finally {
      finish();
    }
  }

  /**
   * A port straight into PGlite's worker, for another thread: its queries never pass through this event
   * loop, and the worker holds them while a transaction of this thread is open.
   */
  accesoDesdeHilo(): AccesoDesdeHilo {
    const { port1, port2 } = new MessageChannel();
    this.worker.postMessage({ id: -1, op: 'puerto', puerto: port2 }, [port2]);
    return { tipo: 'pglite', puerto: port1 };
  }

  /** Tarball of the whole data folder, for test snapshots. */
  async dump(): Promise<Uint8Array> {
    await this.transactionDone;
    return this.call('dump', {}) as Promise<Uint8Array>;
  }

  async close(): Promise<void> {
    await this.transactionDone;
    await this.call('close', {});
    await this.worker.terminate();
  }

  private call(op: string, args: object): Promise<unknown> {
    if (this.caida) return Promise.reject(baseNoDisponible(this.caida));
    const { id, respuesta } = this.pending.nuevo();
    this.worker.postMessage({ id, op, ...args });
    // A late answer finds no waiter and is dropped.
    return conTiempoLimite(respuesta, this.tiempoMaximoMs, () => {
      this.pending.olvidar(id);
      return baseNoDisponible(new Error(`${op} sin respuesta en ${this.tiempoMaximoMs} ms`));
    });
  }

  private settle({ id, result, error }: Reply): void {
    this.pending.contestar(id, error ? { error: Object.assign(new Error(error.message), { code: error.code, detail: error.detail }) } : { valor: result });
  }

  /** The worker died (or was closed): pending and future calls fail with 503 instead of waiting forever. */
  private failAll(causa: Error): void {
    this.caida ??= causa;
    this.pending.fallarTodos(baseNoDisponible(causa));
  }
}
