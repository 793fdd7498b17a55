#!/usr/bin/env node
// `npm run bench:relevancia`: precision@5 and nDCG@10 of the relevance set (api/test/relevancia/consultas.json)
// over the demo seed, on a fresh PGlite and on a throwaway PostgreSQL (the same server the api tests use).
// Each database runs api/bench/relevancia.ts once; it prints the figures and the worst queries.
//   node scripts/bench-relevancia.mjs [--db pglite|postgres|both] [--peores 15]
import { parseArgs } from 'node:util';
import { runOnSupportedNode } from './lib/node.mjs';
import { runPnpm } from './lib/pnpm.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

await runOnSupportedNode();

const { values } = parseArgs({ options: { db: { type: 'string', default: 'both' }, peores: { type: 'string', default: '15' } } });

/** The set over one database (DATABASE_URL, or a temporary PGlite without it); resolves to the exit code. */
function medir(env) {
  const { DATABASE_URL: _url, DATA_DIR: _datos, ...sinBase } = process.env;
  return runPnpm(['--filter', 'api', 'exec', 'tsx', 'bench/relevancia.ts', '--peores', values.peores], { env: { ...sinBase, ...env } });
}

let codigo = 0;
if (values.db !== 'postgres') codigo ||= await medir({});
if (values.db !== 'pglite') {
  const pg = await startTestPostgres();
  try {
    codigo ||= await medir({ DATABASE_URL: pg.url });
  } finally {
    await pg.stop();
  }
}
process.exitCode = codigo;
