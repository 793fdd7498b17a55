#!/usr/bin/env node
// `npm run bench:api`: search latency at the api over 50,000 offers, on the embedded PGlite and on a
// throwaway PostgreSQL. Seeds a fresh database in a temp folder, starts the api on a free port, runs a
// warm-up of other searches (reported as the cold figures), then a realistic mix of searches one at a time
// (p50/p99 per kind, and for new searches apart from another page or order of one already made), then
// /health while 10 searches run concurrently, with the api's event-loop delay meanwhile (api/bench/bucle.cjs).
//   node scripts/bench-api.mjs [--db pglite|postgres|both] [--ofertas 50000] [--rondas 3] [--perfil prefix]
// --perfil writes a CPU profile of the api's main thread during that load to <prefix>-<db>.cpuprofile.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { calentamiento, claveDeBusqueda, mezcla } from '../api/bench/consultas.mjs';
import { percentil } from './lib/bench.mjs';
import { buildApps } from './lib/build.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { root } from './lib/paths.mjs';
import { freePort, waitForHttp } from './lib/ports.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { apiNodeFlags } from './lib/node-flags.mjs';
import { serverEntry } from './lib/servers.mjs';

await runOnSupportedNode();

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'both' }, ofertas: { type: 'string', default: '50000' }, rondas: { type: 'string', default: '3' }, perfil: { type: 'string' } },
});
const fmt = (n) => (Number.isNaN(n) ? '   -' : n.toFixed(1).padStart(6));

async function iniciarApi(env) {
  const port = await freePort();
  const hijo = spawn(process.execPath, [...apiNodeFlags, '--require', join(root, 'api', 'bench', 'bucle.cjs'), serverEntry('api')], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...env, API_PORT: String(port), SEED_OFERTAS: values.ofertas, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let vivo = true;
  hijo.once('exit', () => (vivo = false));
  const inicio = Date.now();
  await waitForHttp(`http://127.0.0.1:${port}/health`, { timeoutMs: 900_000, isAlive: () => vivo, name: 'la api' });
  console.log(`  api lista en ${Math.round((Date.now() - inicio) / 1000)} s (migración y semilla de ${values.ofertas} ofertas incluidas)`);
  return {
    base: `http://127.0.0.1:${port}`,
    /** Asks the api's preload (bucle.cjs) and waits for its answer. */
    pedir: (mensaje) => new Promise((resolve) => (hijo.once('message', resolve), hijo.send(mensaje))),
    detener: () => new Promise((resolve) => (vivo ? (hijo.once('exit', resolve), hijo.kill('SIGTERM')) : resolve())),
  };
}

async function medir(url) {
  const inicio = performance.now();
  const respuesta = await fetch(url);
  await respuesta.arrayBuffer();
  if (respuesta.status !== 200) throw new Error(`${url} respondió ${respuesta.status}`);
  return performance.now() - inicio;
}

async function correr({ base, pedir }, nombreDb) {
  // The mix is measured in the steady state of a running portal: the first searches after a start compile
  // code and read pages from disk. Those first searches (other keywords and filters) are reported apart.
  const enFrio = [];
  for (const ruta of calentamiento()) enFrio.push(await medir(base + ruta));
  const consultas = mezcla(Number(values.rondas));
  const porTipo = new Map();
  // Searches (GET /api/searchjob) split into new ones and another page or order of one already made (its
  // keyword's lexemes are cached then); filter options apart.
  const nuevas = [];
  const repetidas = [];
  const vistas = new Set();
  for (const { tipo, ruta } of consultas) {
    const ms = await medir(base + ruta);
    if (!porTipo.has(tipo)) porTipo.set(tipo, []);
    porTipo.get(tipo).push(ms);
    if (!ruta.startsWith('/api/searchjob')) continue;
    const clave = claveDeBusqueda(ruta);
    (vistas.has(clave) ? repetidas : nuevas).push(ms);
    vistas.add(clave);
  }
  const fila = (nombre, ms) =>
    console.log(`  ${nombre.padEnd(34)} ${String(ms.length).padStart(5)} ${fmt(percentil(ms, 50))} ${fmt(percentil(ms, 99))} ${fmt(Math.max(...ms))}`);
  console.log(`  ${'consulta'.padEnd(34)}     n    p50    p99    máx (ms)`);
  fila('en frío: las primeras tras arrancar', enFrio);
  for (const [tipo, ms] of porTipo) fila(tipo, ms);
  fila('todas las búsquedas', [...nuevas, ...repetidas]);
  fila('  búsquedas nuevas', nuevas);
  fila('  otra página u orden de una ya hecha', repetidas);

  // /health while 10 clients search without pause. The searches run in a worker thread, so the time their
  // answers take to parse here never delays the /health measurement.
  const carga = new Worker(new URL('../api/bench/carga.mjs', import.meta.url), {
    workerData: { base, rutas: consultas.map((c) => c.ruta), clientes: 10 },
  });
  await new Promise((resolve) => carga.once('message', resolve));
  await pedir({ op: 'medir', perfil: values.perfil && `${values.perfil}-${nombreDb}.cpuprofile` });
  const salud = [];
  const hasta = Date.now() + 10_000;
  while (Date.now() < hasta) {
    salud.push(await medir(`${base}/health`));
    await new Promise((r) => setTimeout(r, 20));
  }
  const retardo = await pedir({ op: 'parar' });
  carga.postMessage('parar');
  const busquedas = await new Promise((resolve) => carga.once('message', resolve));
  fila('/health con 10 búsquedas en curso', salud);
  console.log(`  ${'  retardo del bucle de eventos de la api'.padEnd(34)}       ${fmt(retardo.p50)} ${fmt(retardo.p99)} ${fmt(retardo.max)}`);
  const porBusqueda = Object.entries(retardo.cpu).map(([hilo, ms]) => `${hilo} ${(ms / busquedas).toFixed(2)}`);
  console.log(`  (CPU de la api por búsqueda, en ms por hilo: ${porBusqueda.join(', ')})`);
  console.log(`  (${(busquedas / 10).toFixed(0)} búsquedas/s durante esa prueba; carga de la máquina ${loadavg().map((c) => c.toFixed(2)).join(' ')})`);
}

// The api as production runs it: compiled (skipped when its sources are unchanged).
if (!(await buildApps({ apps: ['api'] }))[0].ok) process.exit(1);

const temporal = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
try {
  if (values.db !== 'postgres') {
    console.log(`PGlite (embebida, en un worker), ${values.ofertas} ofertas:`);
    const api = await iniciarApi({ DATA_DIR: join(temporal, 'pglite') });
    try {
      await correr(api, 'pglite');
    } finally {
      await api.detener();
    }
  }
  if (values.db !== 'pglite') {
    console.log(`PostgreSQL (servidor temporal), ${values.ofertas} ofertas:`);
    const pg = await startTestPostgres();
    try {
      const api = await iniciarApi({ DATABASE_URL: pg.url });
      try {
        await correr(api, 'postgres');
      } finally {
        await api.detener();
      }
    } finally {
      await pg.stop();
    }
  }
} finally {
  rmSync(temporal, { recursive: true, force: true });
}
