import { cederAlNavegador } from './lib/ceder';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- @types/node declares `require` in this namespace
  namespace NodeJS {
    interface Require {
      /** webpack's: fetches the chunks of `dependencies`, and the shared modules they use, without evaluating them. */
      ensure(dependencies: string[], loaded: () => void, failed: (error: unknown) => void): void;
    }
  }
}

type ChunkBatch = (done: () => void) => void;

/**
 * The start-up's chunks, asked for in small batches, a task each, all on their way within a few milliseconds:
 * webpack adds every chunk's script after a scan of the page's scripts, and the whole start-up asked for at
 * once made a long task of 200 ms on a mid-range phone; asked for step by step below, a round trip each.
 * A chunk that fails to load fails again, and is reported, where the shell imports it. webpack recognises
 * `require.ensure` only with function expressions as callbacks: `done` passed as it is would not be.
 */
const CHUNK_BATCHES: ChunkBatch[] = [
  (done) => require.ensure(['react-dom/client'], () => done(), () => done()),
  (done) => require.ensure(['styled-components', 'react-router-dom'], () => done(), () => done()),
  (done) => require.ensure(['@portal/shared/api-nucleo', '@portal/shared/routes'], () => done(), () => done()),
  (done) => require.ensure(['@portal/shared/ui', '@portal/shared/state'], () => done(), () => done()),
  (done) => require.ensure(['./bootstrap'], () => done(), () => done()),
];

/**
 * The heaviest shared modules, dependencies first, each evaluated in a task of its own before the shell's modules
 * import them: evaluated together on the shell's first import they made one long task of 125 ms on a mid-range
 * phone. Evaluated once (webpack's module cache): the shell's imports then find them ready.
 */
const SHARED_MODULES_IN_STEPS = [
  () => import('react-dom/client'),
  // Evaluated only: a bare import() would count every export as used and keep the whole shared copy.
  () => import(/* webpackExports: ["default"] */ 'styled-components'),
  () => import('@portal/shared/api-nucleo'),
  () => import('@portal/shared/routes'),
  () => import('@portal/shared/ui'),
  () => import('@portal/shared/state'),
];

async function start() {
  // Out of the task that evaluated main.js and started the federation runtime.
  await cederAlNavegador();
  const fetched: Promise<void>[] = [];
  for (const requestBatch of CHUNK_BATCHES) {
    fetched.push(new Promise((resolve) => requestBatch(resolve)));
    await cederAlNavegador();
  }
  await Promise.all(fetched);
  for (const evaluate of SHARED_MODULES_IN_STEPS) {
    // A failure is reported where the shell imports the module, as it always was.
    await evaluate().catch(() => undefined);
    await cederAlNavegador();
  }
  // Async boundary: shared singletons are negotiated before any app code runs (nothing is eager).
  await import('./bootstrap');
}

void start();
