// Server rendering off the edge's thread: React's render is CPU work that would hold up every other answer
// (monitors' /check and /health above all). Pages are handed to render threads (render-thread.ts); one that
// does not answer within the deadline (busy threads, slow remote or api) renders in the browser instead.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CODIGOS_REGISTRO } from '@portal/shared/contract';
import type { PageBytes, PageRenderer, PageRenderRequest } from './page-bytes';
import { rendersOnServer } from './renders-on-server';
import type { ServerRenderOptions } from './server-render';

export interface RenderJob {
  id: number;
  /** The request without its route object (functions do not cross threads): the thread finds it by name. */
  request: Omit<PageRenderRequest, 'route'> & { routeName: string };
}

export interface RenderReply {
  id: number;
  result: PageBytes | null;
}

export interface RenderPoolOptions extends ServerRenderOptions {
  /** The thread's script: hilo-render.cjs beside the edge bundle. */
  script?: string;
  /** Threads; by default one less than the cores (at least one), at most 4. */
  threads?: number;
  /** From the request to the rendered page, waiting included. */
  deadlineMs?: number;
}

interface Pending {
  resolve: (result: PageBytes | null) => void;
  timer: NodeJS.Timeout;
}

export function createRenderPool({
  script = join(__dirname, 'hilo-render.cjs'),
  threads = Math.min(4, Math.max(1, availableParallelism() - 1)),
  deadlineMs = 2_000,
  ...options
}: RenderPoolOptions): PageRenderer & { close: () => Promise<void> } {
  const pending = new Map<number, Pending>();
  const busy = new Map<Worker, Set<number>>();
  let nextId = 0;
  let closed = false;

  function settle(id: number, result: PageBytes | null) {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    clearTimeout(job.timer);
    for (const ids of busy.values()) ids.delete(id);
    job.resolve(result);
  }

  function start(): Worker {
    const worker = new Worker(script, { workerData: options });
    busy.set(worker, new Set());
    worker.on('message', ({ id, result }: RenderReply) => settle(id, result));
    // A thread that dies takes its pages with it (they render in the browser); another one replaces it.
    worker.once('exit', () => {
      for (const id of busy.get(worker) ?? []) settle(id, null);
      busy.delete(worker);
      if (!closed) start();
    });
    worker.on('error', (error) => console.error(`[${CODIGOS_REGISTRO.SSR_THREAD}] a render thread failed:`, error));
    worker.unref();
    return worker;
  }
  for (let i = 0; i < threads; i += 1) start();

  /** The thread with the fewest pages under way. */
  function leastBusy(): Worker | undefined {
    return [...busy].sort(([, a], [, b]) => a.size - b.size)[0]?.[0];
  }

  const render: PageRenderer = ({ route, ...request }) =>
    new Promise((resolve) => {
      const worker = leastBusy();
      // Decided here: a page that renders in the browser (/check above all) never waits behind renders.
      if (!worker || !rendersOnServer({ route, ...request })) return resolve(null);
      const id = (nextId += 1);
      pending.set(id, { resolve, timer: setTimeout(() => settle(id, null), deadlineMs) });
      busy.get(worker)?.add(id);
      worker.postMessage({ id, request: { ...request, routeName: route.name } } satisfies RenderJob);
    });

  return Object.assign(render, {
    close: async () => {
      closed = true;
      for (const id of [...pending.keys()]) settle(id, null);
      await Promise.all([...busy.keys()].map((worker) => worker.terminate()));
    },
  });
}
