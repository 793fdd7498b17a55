// Worker of scripts/bench-api.mjs: `clientes` loops that request the search paths one after another until
// told to stop, then report how many searches they made.
import { parentPort, workerData } from 'node:worker_threads';

const { base, rutas, clientes } = workerData;
let seguir = true;
let busquedas = 0;
parentPort.once('message', () => (seguir = false));

const bucles = Array.from({ length: clientes }, async (_, i) => {
  for (let j = i; seguir; j += clientes) {
    const respuesta = await fetch(base + rutas[j % rutas.length]);
    await respuesta.arrayBuffer();
    busquedas++;
  }
});
parentPort.postMessage('en marcha');
await Promise.all(bucles);
parentPort.postMessage(busquedas);
