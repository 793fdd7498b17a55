#!/usr/bin/env node
// Production build of every webpack app (host and the four remotes), two at a time, and of the api and the
// host edge compiled to JavaScript (api/dist, host/server-dist), skipping targets whose sources and config
// are unchanged since their last build.
//   node scripts/build.mjs [host|mfe-…|api|edge|catalogo …] [--force] [--verbose] [--concurrency N]
// The shared UI's catalogue is built only when named (`npm run catalogo:build`).
import { parseArgs } from 'node:util';
import { buildApps, buildTargets, CATALOGO } from './lib/build.mjs';
import { runOnSupportedNode } from './lib/node.mjs';

await runOnSupportedNode();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, verbose: { type: 'boolean' }, concurrency: { type: 'string' } },
});
const known = [...buildTargets, CATALOGO];
const unknown = positionals.filter((app) => !known.includes(app));
if (unknown.length) {
  console.error(`Unknown app ${unknown.join(', ')}; apps: ${known.join(', ')}.`);
  process.exit(2);
}
const started = Date.now();
console.log('Production build:');
const results = await buildApps({
  apps: positionals.length ? positionals : buildTargets,
  force: values.force,
  verbose: values.verbose,
  concurrency: values.concurrency ? Number(values.concurrency) : 2,
});
const failed = results.filter((r) => !r.ok);
console.log(`Build ${failed.length ? `FAILED (${failed.map((r) => r.app).join(', ')})` : 'done'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = failed.length ? 1 : 0;
