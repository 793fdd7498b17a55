// The compiled api started for a bench with api/bench/memoria.cjs preloaded, and its memory printed thread by
// thread (bench:busqueda, bench:memoria).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apiNodeFlags } from './node-flags.mjs';
import { root } from './paths.mjs';
import { freePort, waitForHttp } from './ports.mjs';
import { serverEntry } from './servers.mjs';

const mb = (bytes) => `${Math.round(bytes / 1048576)} MB`;

/** The api on a free port with `env` added to this process's and `flags` for node; resolves once /health answers. */
export async function iniciarApi(env, flags = []) {
  const port = await freePort();
  const hijo = spawn(process.execPath, [...flags, ...apiNodeFlags, '--expose-gc', '--require', join(root, 'api', 'bench', 'memoria.cjs'), serverEntry('api')], {
    cwd: join(root, 'api'),
    env: { ...process.env, API_PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let vivo = true;
  hijo.once('exit', () => (vivo = false));
  const inicio = Date.now();
  await waitForHttp(`http://127.0.0.1:${port}/health`, { timeoutMs: 1_800_000, isAlive: () => vivo, name: 'la api' });
  return {
    base: `http://127.0.0.1:${port}`,
    segundosEnArrancar: Math.round((Date.now() - inicio) / 1000),
    memoria: () =>
      new Promise((resolve) => {
        hijo.once('message', resolve);
        hijo.send('memoria');
      }),
    detener: () => new Promise((resolve) => (vivo ? (hijo.once('exit', resolve), hijo.kill('SIGTERM')) : resolve())),
  };
}

// The threads by the file they run (api/src/busqueda/hilo, db/pglite-worker.mjs, hilos/hilo-de-trabajo.ts).
const NOMBRES = [
  ['hilo-busqueda', 'hilo de búsqueda'],
  ['pglite-worker', 'PGlite'],
  ['hilo-tarjeta', 'tarjetas'],
  ['hilo-pdf', 'PDF'],
];

// V8 counts a WebAssembly memory in the thread's external memory: shown apart, not twice.
function describir(nombre, { heap, reservado, externa, wasm }) {
  return `${nombre} ${mb(heap)} heap (de ${mb(reservado)}) + ${mb(externa - wasm)} fuera${wasm ? ` + ${mb(wasm)} WebAssembly` : ''}`;
}

/**
 * One line: RSS, then each thread's heap in use (of its committed heap), its memory outside the heap and
 * WebAssembly, and the rest (the RSS less every committed heap, outside memory and resident WebAssembly).
 */
export function imprimirMemoria(momento, { rss, principal, hilos, wasmResidente }) {
  const partes = [describir('hilo principal', principal)];
  let contado = principal.reservado + principal.externa;
  for (const [archivo, cifras] of Object.entries(hilos)) {
    const nombre = NOMBRES.find(([prefijo]) => archivo.startsWith(prefijo))?.[1] ?? archivo;
    partes.push(describir(nombre, cifras));
    contado += cifras.reservado + cifras.externa;
  }
  // Of a WebAssembly memory only what was touched is resident.
  contado += wasmResidente - principal.wasm - Object.values(hilos).reduce((suma, cifras) => suma + cifras.wasm, 0);
  const residente = wasmResidente ? ` (WebAssembly residente: ${mb(wasmResidente)})` : '';
  console.log(`  memoria ${momento}: RSS ${mb(rss)}${residente} = ${partes.join('; ')}; resto (código, pilas, malloc) ${mb(rss - contado)}`);
}
