// Worker thread that owns the PGlite instance. PGlite runs its WASM on the calling thread, so keeping it
// here means a slow query never blocks the api's event loop (/health keeps answering).
// Plain JavaScript on purpose: it runs unchanged under tsx, jest and node.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const { dataDir, snapshot } = workerData;
const options = { extensions: { unaccent } };
if (snapshot) options.loadDataDir = new Blob([snapshot]);

const ready = PGlite.create(dataDir ?? 'memory://', options);

const handlers = {
  async query(pg, { sql, params }) {
    const result = await pg.query(sql, params ?? []);
    return { rows: result.rows };
  },
  async exec(pg, { sql }) {
    await pg.exec(sql);
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

parentPort.on('message', async ({ id, op, ...args }) => {
  try {
    const pg = await ready;
    const result = await handlers[op](pg, args);
    const transfer = result instanceof Uint8Array ? [result.buffer] : [];
    parentPort.postMessage({ id, result }, transfer);
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code, detail: error.detail } });
  }
});

ready.then(
  () => parentPort.postMessage({ id: 0, result: 'ready' }),
  (error) => parentPort.postMessage({ id: 0, error: { message: error.message } }),
);
