// `npm run bench:relevancia` runs this once per database (scripts/bench-relevancia.mjs): the relevance set of
// the tests (test/relevancia/consultas.json) through orden=RANKING over the demo seed, on a fresh PGlite in a
// temp folder or, with DATABASE_URL=postgres://…, on that server. Prints precision@5, nDCG@10 and the worst
// queries. DATA_DIR keeps the PGlite folder between runs (seeded on the first).
//   tsx bench/relevancia.ts [--ofertas 2500] [--peores 15]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { openDb } from '../src/db/open';
import { prepararDb, secretoJwt } from '../src/db/preparar';
import { evaluarRelevancia, resumen } from '../test/relevancia/evaluar';

const { values } = parseArgs({ options: { ofertas: { type: 'string', default: '2500' }, peores: { type: 'string', default: '15' } } });

async function main() {
  const temporal = process.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'bench-relevancia-'));
  const opened = await openDb({ ...process.env, ...(temporal ? { DATA_DIR: join(temporal, 'pglite') } : {}) });
  try {
    await prepararDb(opened.db, Number(values.ofertas));
    const app = await buildApp({ db: opened.db, jwtSecret: await secretoJwt(opened.db) });
    try {
      const inicio = Date.now();
      const informe = await evaluarRelevancia(app, opened.db);
      const motor = opened.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
      console.log(resumen(informe, motor, Number(values.peores)));
      console.log(`(${informe.consultas.length} búsquedas en ${((Date.now() - inicio) / 1000).toFixed(1)} s)`);
    } finally {
      await app.close();
    }
  } finally {
    await opened.close();
    if (temporal) rmSync(temporal, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(`No se pudo medir: ${error.message}`);
  process.exit(1);
});
