#!/usr/bin/env node
// `npm run bench:memoria`: the memory of the api as `npm start` runs it, on PGlite (issue 27). In a temporary
// data folder it starts the compiled api with the node flags npm start gives it: the first start creates and
// seeds the demo database (SEED_OFERTAS, 2,500 offers unless --ofertas), the second opens that folder again,
// as every later `npm start` does. After each start it warms the api up with bench:api's searches and prints
// the memory thread by thread (api/bench/memoria.cjs): RSS, each thread's heap, its typed arrays, PGlite's
// WebAssembly memory, and the rest.
//   node scripts/bench-memoria.mjs [--ofertas 2500]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { calentamiento } from '../api/bench/consultas.mjs';
import { timedGet } from './lib/bench.mjs';
import { buildApps } from './lib/build.mjs';
import { iniciarApi, imprimirMemoria } from './lib/memoria-api.mjs';
import { runOnSupportedNode } from './lib/node.mjs';

await runOnSupportedNode();

const { values } = parseArgs({ options: { ofertas: { type: 'string', default: '2500' } } });
if (!(Number(values.ofertas) >= 1)) throw new Error('Uso: --ofertas 2500');

if (!(await buildApps({ apps: ['api'] }))[0].ok) process.exit(1);
const carpeta = mkdtempSync(join(tmpdir(), 'bench-memoria-'));
try {
  for (const arranque of ['primer arranque (crea y siembra la base)', 'segundo arranque (la base ya existe)']) {
    console.log(`\nPGlite, ${values.ofertas} ofertas, ${arranque}:`);
    // Errors only, as in bench:busqueda: no SMTP server answers here. Source maps on, as npm start has them (stack.mjs).
    const api = await iniciarApi({ DATA_DIR: join(carpeta, 'pglite'), SEED_OFERTAS: values.ofertas, LOG_LEVEL: 'error' }, ['--enable-source-maps']);
    try {
      console.log(`  api lista en ${api.segundosEnArrancar} s`);
      imprimirMemoria('al arrancar', await api.memoria());
      for (const ruta of calentamiento()) await timedGet(api.base + ruta, 'json');
      imprimirMemoria('tras calentar', await api.memoria());
    } finally {
      await api.detener();
    }
  }
} finally {
  rmSync(carpeta, { recursive: true, force: true });
}
