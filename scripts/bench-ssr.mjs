#!/usr/bin/env node
// `npm run bench:ssr`: the edge's server-rendering latency. Builds, starts the stack as `npm start` composes it
// (fresh database, bench ports 28180…), warms the edge up, then asks for an offer page and a results page with
// 10 requests at a time and prints p50/p99 and requests per second per page, how many answers arrived rendered, and the p99 of
// /check and /health asked one at a time meanwhile, 10 ms apart (the edge must keep answering its monitors), and
// on Linux the CPU time a page cost the edge and the api, per kind of thread.
//   node scripts/bench-ssr.mjs [--peticiones 300] [--concurrencia 10]
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { newestOffer, percentil, slug, startBenchStack, timedGet } from './lib/bench.mjs';
import { runOnSupportedNode } from './lib/node.mjs';

await runOnSupportedNode();

const { values } = parseArgs({ options: { peticiones: { type: 'string', default: '300' }, concurrencia: { type: 'string', default: '10' } } });
const PETICIONES = Number(values.peticiones);
const CONCURRENCIA = Number(values.concurrencia);
// BENCH_PORT_OFFSET=<n> moves every port by n, as in the other benches (several stacks on one machine).
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const base = { host: 28180, 'mfe-search': 28181, 'mfe-account': 28182, 'mfe-feria': 28183, 'mfe-content': 28184, api: 28190, maildev: 28195, 'maildev-smtp': 28125 };
const ports = Object.fromEntries(Object.entries(base).map(([name, port]) => [name, port + offset]));

const fmt = (n) => (Number.isNaN(n) ? '     -' : n.toFixed(1).padStart(6));

/** Whether the edge sent the page rendered (markup inside #root), as a crawler would see it. */
const renderizada = (html) => !/<div id="?root"?><\/div>/.test(html);

const pedir = (url) => timedGet(url);

/** A thread's kind by its name in /proc: Node's own thread, a worker thread (renders, searches), V8's and libuv's helpers. */
const TIPOS_DE_HILO = { MainThread: 'own thread', WorkerThread: 'workers' };

/** CPU time (ms) of a process by kind of thread, from /proc; null where there is none (not Linux). */
function cpuPorHilo(pid) {
  try {
    const tiempos = { 'own thread': 0, workers: 0, 'GC and libuv': 0 };
    for (const hilo of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${hilo}/stat`, 'utf8');
      const nombre = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // utime and stime, in clock ticks (100 per second on Linux), after the name.
      const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
      tiempos[TIPOS_DE_HILO[nombre] ?? 'GC and libuv'] += (utime + stime) * 10;
    }
    return tiempos;
  } catch {
    return null;
  }
}

/** What the requests cost a process per page, by kind of thread: `edge 3.0 own thread + 10.7 workers + 1.2 GC and libuv`. */
function costePorPagina(nombre, antes, despues, paginas) {
  if (!antes || !despues) return null;
  return `${nombre} ${Object.keys(antes).map((tipo) => `${((despues[tipo] - antes[tipo]) / paginas).toFixed(1)} ${tipo}`).join(' + ')}`;
}

/**
 * Between two rounds of the monitors: they ask on a schedule, as a load balancer does. Asked back to back, they
 * asked more the faster the edge answered them, and took that from the pages measured.
 */
const PAUSA_MONITORES_MS = 10;

/** `total` requests to `url`, `concurrencia` at a time; meanwhile /check and /health one after the other. */
async function medir(url, base) {
  const ms = [];
  let enServidor = 0;
  let pendientes = PETICIONES;
  let terminado = false;
  const monitores = { '/check': [], '/health': [] };
  const inicio = performance.now();
  const sondear = (async () => {
    while (!terminado) {
      for (const [ruta, tiempos] of Object.entries(monitores)) tiempos.push((await pedir(base + ruta)).ms);
      await new Promise((resolve) => setTimeout(resolve, PAUSA_MONITORES_MS));
    }
  })();
  await Promise.all(
    Array.from({ length: CONCURRENCIA }, async () => {
      while (pendientes > 0) {
        pendientes -= 1;
        const { ms: tiempo, cuerpo } = await pedir(url);
        ms.push(tiempo);
        if (renderizada(cuerpo)) enServidor += 1;
      }
    }),
  );
  const porSegundo = ms.length / ((performance.now() - inicio) / 1000);
  terminado = true;
  await sondear;
  return { ms, enServidor, monitores, porSegundo };
}

const stack = await startBenchStack({ name: 'bench-ssr', ports });
await stack.measure(async () => {
  const base = stack.urls.host;
  const { oferta } = await newestOffer(stack.urls.api);
  const paginas = { [`/trabajo/{oferta}`]: `/trabajo/${slug(oferta.nombreCargo)}-${oferta.idOferta}`, '/trabajo-empleo': '/trabajo-empleo' };

  // The first pages load the remotes' server code and warm the api's caches: not what a visitor meets.
  for (const ruta of Object.values(paginas)) for (let i = 0; i < 20; i += 1) await pedir(base + ruta);

  console.log(`\nServer rendering at the edge: ${PETICIONES} requests per page, ${CONCURRENCIA} at a time (ms)`);
  console.log('page                  p50     p99   req/s   rendered   /check p99  /health p99');
  for (const [nombre, ruta] of Object.entries(paginas)) {
    const procesos = { edge: stack.pid('host'), api: stack.pid('api') };
    const antes = Object.fromEntries(Object.entries(procesos).map(([proceso, pid]) => [proceso, cpuPorHilo(pid)]));
    const { ms, enServidor, monitores, porSegundo } = await medir(base + ruta, base);
    const coste = Object.entries(procesos).map(([proceso, pid]) => costePorPagina(proceso, antes[proceso], cpuPorHilo(pid), ms.length));
    console.log(
      `${nombre.padEnd(18)} ${fmt(percentil(ms, 50))}  ${fmt(percentil(ms, 99))}  ${fmt(porSegundo)}   ${String(enServidor).padStart(4)}/${ms.length}` +
        `     ${fmt(percentil(monitores['/check'], 99))}      ${fmt(percentil(monitores['/health'], 99))}`,
    );
    // The monitors' requests are counted in it too: about one of each for every two pages.
    if (!coste.includes(null)) console.log(`  CPU ms per page: ${coste.join('; ')}`);
  }
});
