// Preloaded into the api by the benches (`node --require`, which Node repeats in every worker thread), never
// by the api itself: answers the bench's IPC message "memoria" with the process's RSS and where it goes, thread
// by thread: the V8 heap in use (after a collection, with --expose-gc) and committed, the memory outside that heap (typed
// arrays: the search thread's copy of the offers) and the WebAssembly memory (PGlite's), and the CPU time it used
// (bench:busqueda divides the search thread's by the requests of a phase), each thread named by the file it runs. The threads answer on a BroadcastChannel, which reaches every thread of the process.
const workerThreads = require('node:worker_threads');
const { isMainThread, threadId } = workerThreads;
const path = require('node:path');
const v8 = require('node:v8');

// Weakly: a memory the thread let go (initdb's, once a new database is created) is not counted.
const memoriasWasm = new Set();
const vistas = new WeakSet();
const recordar = (memoria) => {
  if (vistas.has(memoria)) return;
  vistas.add(memoria);
  memoriasWasm.add(new WeakRef(memoria));
};
const anotar = (resultado) => {
  const memoria = (resultado.instance ?? resultado).exports?.memory;
  if (memoria instanceof WebAssembly.Memory) recordar(memoria);
  return resultado;
};
const instanciar = WebAssembly.instantiate;
WebAssembly.instantiate = (...args) => instanciar(...args).then(anotar);
const instanciarEnFlujo = WebAssembly.instantiateStreaming;
if (instanciarEnFlujo) WebAssembly.instantiateStreaming = (...args) => instanciarEnFlujo(...args).then(anotar);
WebAssembly.Memory = class extends WebAssembly.Memory {
  constructor(...args) {
    super(...args);
    recordar(this);
  }
};

/** This thread's figures, with the CPU it has used (µs, before this call's collection). */
function medir() {
  const { user, system } = process.threadCpuUsage();
  globalThis.gc?.();
  const { used_heap_size: heap, total_heap_size: reservado, external_memory: externa } = v8.getHeapStatistics();
  const wasm = [...memoriasWasm].reduce((suma, m) => suma + (m.deref()?.buffer.byteLength ?? 0), 0);
  return { threadId, heap, reservado, externa, wasm, cpu: user + system };
}

const canal = new workerThreads.BroadcastChannel('bench-memoria');
canal.unref();

if (!isMainThread) {
  canal.onmessage = ({ data }) => data === 'medir' && canal.postMessage(medir());
} else {
  const nombres = new Map();
  const WorkerOriginal = workerThreads.Worker;
  workerThreads.Worker = class extends WorkerOriginal {
    constructor(archivo, ...resto) {
      super(archivo, ...resto);
      nombres.set(this.threadId, path.basename(String(archivo)));
      this.once('exit', () => nombres.delete(this.threadId));
    }
  };

  /** Every live thread's figures, by the file it runs. */
  const deLosHilos = () =>
    new Promise((resolve) => {
      const hilos = {};
      const esperados = new Set(nombres.keys());
      const listo = () => {
        canal.onmessage = null;
        clearTimeout(plazo);
        resolve(hilos);
      };
      // A thread busy for long (a load) answers late: its figures are left out rather than wait.
      const plazo = setTimeout(listo, 5000);
      canal.onmessage = ({ data }) => {
        if (!esperados.delete(data.threadId)) return;
        hilos[`${nombres.get(data.threadId)}#${data.threadId}`] = data;
        if (!esperados.size) listo();
      };
      if (!esperados.size) listo();
      canal.postMessage('medir');
    });

  // What of each WebAssembly memory is resident (touched): its mapping has the memory's size exactly (V8 keeps
  // the guard pages around it in mappings of their own).
  const wasmResidente = (tamanos) =>
    require('node:fs')
      .readFileSync('/proc/self/smaps', 'utf8')
      .split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)
      .reduce((suma, mapa) => {
        const [desde, hasta] = mapa.slice(0, mapa.indexOf(' ')).split('-').map((h) => parseInt(h, 16));
        return tamanos.includes(hasta - desde) ? suma + Number(/\nRss:\s+(\d+)/.exec(mapa)[1]) * 1024 : suma;
      }, 0);

  process.on('message', async (mensaje) => {
    if (mensaje !== 'memoria') return;
    const hilos = await deLosHilos();
    const principal = medir();
    const tamanos = [principal, ...Object.values(hilos)].map((cifras) => cifras.wasm).filter(Boolean);
    process.send({ rss: process.memoryUsage().rss, principal, hilos, wasmResidente: wasmResidente(tamanos) });
  });
}
