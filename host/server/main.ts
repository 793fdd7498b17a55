// The portal's edge server: `tsx host/server/main.ts` (after `pnpm --filter host build`).
import { existsSync } from 'node:fs';
import { HOST_PORT } from '@portal/shared/build/runtime-config';
import type { RemotesManifest } from '../src/features/remotes/remotes-manifest';
import { edgeOptionsFromEnv } from './config';
import { buildEdge } from './edge';
import { limitConsoleErrors } from './failure-log';
import { assertPortFree } from './port';
import { createRenderPool } from './ssr/render-pool';

const port = Number(process.env.HOST_PORT ?? HOST_PORT);
// Loopback by default: a local run is not meant to be reachable from the network.
const host = process.env.HOST_BIND ?? '127.0.0.1';

async function main(): Promise<void> {
  // The edge's own failures (a render thread that dies) as the render threads' (render-thread.ts).
  limitConsoleErrors();
  const options = edgeOptionsFromEnv();
  if (!existsSync(options.distDir)) {
    throw new Error(`No existe ${options.distDir}: construye el host antes (node scripts/pnpm.mjs --filter host build).`);
  }
  await assertPortFree(port, host);
  // EDGE_SSR=0 sends every page to be rendered in the browser (as before server rendering). Run from the
  // sources (tsx) the edge lacks the build's swaps of the federation door and DOMPurify: no server rendering.
  const bundled = !__filename.endsWith('.ts');
  const serverRender =
    process.env.EDGE_SSR === '0' || !bundled
      ? undefined
      : createRenderPool({ remotes: options.remotes as RemotesManifest, appConfig: options.appConfig, apiUrl: options.apiUrl });
  const app = await buildEdge({ ...options, serverRender, logger: process.env.EDGE_LOG === '1' });
  await app.listen({ port, host });
  console.log(`Portal en http://localhost:${port}/ (remotos: ${Object.values(options.remotes).join(', ')}; api: ${options.apiUrl})`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      Promise.all([app.close(), serverRender?.close()]).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
