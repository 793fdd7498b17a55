#!/usr/bin/env node
// Serves one remote's production build: `node scripts/serve-remote.mjs mfe-search [--port 8081] [--dir path]`.
// Port: --port, else the remote's variable (MFE_SEARCH_PORT …), else its default (8081 …).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { distDir, portsFromEnv, remotes } from './lib/apps.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { serveStatic } from './lib/static-server.mjs';

await runOnSupportedNode();

const { values, positionals } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' }, dir: { type: 'string' } } });
const remote = remotes.find((r) => r.name === positionals[0]);
if (!remote) {
  console.error(`Usage: node scripts/serve-remote.mjs <${remotes.map((r) => r.name).join('|')}> [--port N] [--dir path]`);
  process.exit(2);
}
const port = values.port ? Number(values.port) : portsFromEnv()[remote.name];
const dir = values.dir ?? distDir(remote.name);
if (!existsSync(`${dir}/mf-manifest.json`)) {
  console.error(`${dir}/mf-manifest.json is missing: build first (node scripts/build.mjs ${remote.name}).`);
  process.exit(1);
}
try {
  const server = await serveStatic({ dir, port, name: remote.name, portEnv: values.port ? undefined : remote.portEnv });
  console.log(`${remote.name} serves ${dir} on http://localhost:${port}/mf-manifest.json`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections(); // browsers keep connections alive
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
