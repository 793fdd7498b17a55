// Preloaded into the api by scripts/bench-busqueda.mjs (`node --require`), never by the api itself: answers
// the bench's IPC message "memoria" with the process's RSS, the V8 heap in use of the main thread (after a
// collection, with --expose-gc) and, by file name, of each worker thread (the search thread holds the copy
// of the offers) with the memory outside its heap (the copy's typed arrays).
const workerThreads = require('node:worker_threads');

const hilos = new Map();
const WorkerOriginal = workerThreads.Worker;
workerThreads.Worker = class extends WorkerOriginal {
  constructor(archivo, ...resto) {
    super(archivo, ...resto);
    const nombre = require('node:path').basename(String(archivo));
    hilos.set(this, nombre);
    this.once('exit', () => hilos.delete(this));
  }
};

process.on('message', async (mensaje) => {
  if (mensaje !== 'memoria') return;
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const deHilos = await Promise.all(
    [...hilos].map(async ([hilo, nombre]) => {
      const { used_heap_size: heap, external_memory: externa } = await hilo.getHeapStatistics();
      return [nombre, { heap, externa }];
    }),
  );
  process.send({ rss, heapPrincipal: heapUsed, hilos: Object.fromEntries(deHilos) });
});
