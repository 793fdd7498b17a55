// The edge's render thread (bundled as hilo-render.cjs beside the edge): renders pages for render-pool.ts, so
// the edge's own thread keeps answering /check, /health, files and the api proxy while pages render.
import { parentPort, workerData } from 'node:worker_threads';
import { CODIGOS_REGISTRO } from '@portal/shared/contract';
import { pasarASegundoPlano } from '@portal/shared/http';
import { ROUTES } from '@portal/shared/routes';
import { limitConsoleErrors } from '../failure-log';
import { pagesOf } from './page-bytes';
import { createServerRenderer, type ServerRenderOptions } from './server-render';
import type { RenderJob, RenderReply } from './render-pool';

// Every page failing alike (api or remote down) is logged once per kind and interval, not once per page.
limitConsoleErrors();
// Pages wait their turn behind the edge's own thread (monitors, files, the api proxy); a late one renders in the browser.
void pasarASegundoPlano();
const render = pagesOf(createServerRenderer(workerData as ServerRenderOptions));

parentPort?.on('message', ({ id, request }: RenderJob) => {
  const route = ROUTES.find((candidate) => candidate.name === request.routeName);
  const rendering = route ? render({ ...request, route }) : Promise.resolve(null);
  void rendering
    // A page that cannot be assembled renders in the browser, as one that cannot be rendered.
    .catch((error: unknown) => {
      console.error(`[${CODIGOS_REGISTRO.SSR_FALLBACK}] a rendered page could not be assembled:`, error);
      return null;
    })
    .then((result) => {
      // The page's bytes move to the edge's thread, not copied.
      parentPort?.postMessage({ id, result } satisfies RenderReply, result ? [result.body.buffer] : []);
    });
});
