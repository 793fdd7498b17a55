// Worker thread that owns the PGlite instance. PGlite runs its WASM on the calling thread, so keeping it
// here means a slow query never blocks the api's event loop (/health keeps answering).
// Plain JavaScript on purpose: it runs unchanged under tsx, jest and node.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const { dataDir, snapshot } = workerData;
// PostgreSQL's default 128 MB of shared buffers were all resident in PGlite's WebAssembly memory from the
// start (issue 27: the demo api took 710 MB); the files they cache stay in the OS's page cache anyway.
const BUFERES_COMPARTIDOS = '16MB';
const options = { extensions: { unaccent }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${BUFERES_COMPARTIDOS}`] };
if (snapshot) options.loadDataDir = new Blob([snapshot]);

const ready = PGlite.create(dataDir ?? 'memory://', options);
// Once open, below the api's thread in the scheduler, as pasarASegundoPlano() of @portal/shared/http puts the
// other threads (this file is loaded unbundled: it cannot import that TypeScript), so /health goes before
// queries. Not before: the process's shared libuv threads, started by PGlite's first file reads, would take
// this thread's nice and run the main thread's file and crypto work behind everything.
void ready.then(() => {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
  } catch {
    // Not Linux, or no /proc: the thread keeps its priority.
  }
});

// PGlite has one session: while the api's thread holds a transaction open, queries from other threads
// (ports from PgliteDb.accesoDesdeHilo) wait for its COMMIT or ROLLBACK instead of running inside it.
let finDeTransaccion = null;
let terminarTransaccion = () => {};

const handlers = {
  async query(pg, { sql, params }) {
    const result = await pg.query(sql, params ?? []);
    return { rows: result.rows };
  },
  async exec(pg, { sql }) {
    if (sql === 'BEGIN') finDeTransaccion = new Promise((resolve) => (terminarTransaccion = resolve));
    try {
      await pg.exec(sql);
    } finally {
      if (sql === 'COMMIT' || sql === 'ROLLBACK') {
        finDeTransaccion = null;
        terminarTransaccion();
      }
    }
    return null;
  },
  async dump(pg) {
    const file = await pg.dumpDataDir('none');
    return new Uint8Array(await file.arrayBuffer());
  },
  async close(pg) {
    await pg.close();
    return null;
  },
};

function atender(puerto, soloConsultas) {
  puerto.on('message', async ({ id, op, ...args }) => {
    try {
      if (op === 'puerto') return atender(args.puerto, true);
      if (soloConsultas && op !== 'query') throw new Error(`Operación no permitida desde otro hilo: ${op}`);
      const pg = await ready;
      while (soloConsultas && finDeTransaccion) await finDeTransaccion;
      const result = await handlers[op](pg, args);
      const transfer = result instanceof Uint8Array ? [result.buffer] : [];
      puerto.postMessage({ id, result }, transfer);
    } catch (error) {
      puerto.postMessage({ id, error: { message: error.message, code: error.code, detail: error.detail } });
    }
  });
}

atender(parentPort, false);

ready.then(
  () => parentPort.postMessage({ id: 0, result: 'ready' }),
  (error) => parentPort.postMessage({ id: 0, error: { message: error.message } }),
);
