// Preloaded into the api by scripts/bench-api.mjs (`node --require`), never by the api itself. IPC message
// { op: 'medir', perfil? } starts measuring the main thread's event-loop delay (and, with `perfil`, a CPU
// profile of the main thread); { op: 'parar' } answers the delay's p50/p99/max and the CPU time each thread
// used meanwhile (the main one and, by file name, each worker thread), in ms, and writes the profile to the
// `perfil` path (Chrome DevTools, speedscope). The delay is what any request waits for the loop to turn:
// /health's own floor. CPU times say which thread's work the load is, whatever else runs on the machine.
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { basename } = require('node:path');
const workerThreads = require('node:worker_threads');

const hilos = new Map();
const WorkerOriginal = workerThreads.Worker;
workerThreads.Worker = class extends WorkerOriginal {
  constructor(archivo, ...resto) {
    super(archivo, ...resto);
    hilos.set(this, basename(String(archivo)));
    this.once('exit', () => hilos.delete(this));
  }
};

const retardo = monitorEventLoopDelay({ resolution: 1 });
let sesion;
let perfil;
let cpuAntes;

const enviar = (metodo) => new Promise((resolve, reject) => sesion.post(metodo, (error, r) => (error ? reject(error) : resolve(r))));
const msDe = ({ user, system }) => (user + system) / 1000;

/** CPU ms of each thread so far, by name. */
async function cpuPorHilo() {
  const deHilos = await Promise.all([...hilos].map(async ([hilo, nombre]) => [nombre, msDe(await hilo.cpuUsage())]));
  return { principal: msDe(process.threadCpuUsage()), ...Object.fromEntries(deHilos) };
}

process.on('message', async (mensaje) => {
  if (mensaje?.op === 'medir') {
    perfil = mensaje.perfil;
    if (perfil) {
      sesion = new Session();
      sesion.connect();
      await enviar('Profiler.enable');
      await enviar('Profiler.start');
    }
    cpuAntes = await cpuPorHilo();
    retardo.reset();
    retardo.enable();
    process.send({ op: 'midiendo' });
  } else if (mensaje?.op === 'parar') {
    retardo.disable();
    const cpu = Object.fromEntries(Object.entries(await cpuPorHilo()).map(([nombre, ms]) => [nombre, ms - (cpuAntes[nombre] ?? 0)]));
    if (sesion) {
      const { profile } = await enviar('Profiler.stop');
      writeFileSync(perfil, JSON.stringify(profile));
      sesion.disconnect();
      sesion = undefined;
    }
    const ms = (ns) => ns / 1e6;
    process.send({ op: 'retardo', p50: ms(retardo.percentile(50)), p99: ms(retardo.percentile(99)), max: ms(retardo.max), cpu });
  }
});
