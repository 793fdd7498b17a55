// The portal's edge server: `tsx host/server/main.ts` (after `pnpm --filter host build`).
import { existsSync } from 'node:fs';
import type { RemotesManifest } from '../src/lib/remotes-manifest';
import { edgeStartFromEnv } from './config';
import { buildEdge } from './edge';
import { limitConsoleErrors } from './failure-log';
import { assertPortFree } from './port';
import { createRenderPool } from './ssr/render-pool';

async function main(): Promise<void> {
  // The edge's own failures (a render thread that dies) as the render threads' (render-thread.ts).
  limitConsoleErrors();
  const { port, bind: host, serverRendering, logRequests, options } = edgeStartFromEnv(process.env);
  if (!existsSync(options.distDir)) {
    throw new Error(`No existe ${options.distDir}: construye el host antes (node scripts/pnpm.mjs --filter host build).`);
  }
  await assertPortFree(port, host);
  // Run from the sources (tsx) the edge lacks the build's swaps of the federation door and DOMPurify: no
  // server rendering.
  const bundled = !__filename.endsWith('.ts');
  const serverRender =
    !serverRendering || !bundled
      ? undefined
      : createRenderPool({ remotes: options.remotes as RemotesManifest, appConfig: options.appConfig, apiUrl: options.apiUrl });
  const app = await buildEdge({ ...options, serverRender, logger: logRequests });
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
