#!/usr/bin/env node
// `npm test`: every suite of the workspace, in order, ending with one line `N passed, N failed`.
//   install → system packages → eslint → tsc per workspace → jest (unit, component, api on PGlite), and
//   beside it the api on a real PostgreSQL → production build → the shared UI's catalogue (Storybook) →
//   e2e (webdriverio + Debian chromium)
// A suite that cannot run counts as failed. Exit code 1 when anything failed.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { workspaces } from './lib/apps.mjs';
import { buildApps, CATALOGO } from './lib/build.mjs';
import { runEslint, runJest, runTypecheck } from './lib/checks.mjs';
import { installDependencies } from './lib/install.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { root } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

await runOnSupportedNode();

const started = Date.now();
const results = [];

function record(suite, { passed, failed, notes = [] }, ms) {
  results.push({ suite, passed, failed, notes, ms });
  const status = failed ? 'FAIL' : 'PASS';
  const note = notes.length ? ` — ${notes.join('; ')}` : '';
  console.log(`\n${status} ${suite}: ${passed} passed, ${failed} failed (${(ms / 1000).toFixed(1)} s)${note}\n`);
}

/** Runs one suite; an exception inside it is one failure, not a crash of the whole run. */
async function suite(name, run) {
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  let result;
  try {
    result = await run();
  } catch (error) {
    result = { passed: 0, failed: 1, notes: [error.message] };
  }
  // A suite that ran beside another one reports its own duration (`ms`), not the time spent waiting for it.
  record(name, result, result.ms ?? Date.now() - t);
  return result;
}

function finish() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log('\nSummary');
  for (const r of results) {
    console.log(`  ${r.failed ? 'FAIL' : 'pass'}  ${r.suite.padEnd(30)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${(r.ms / 1000).toFixed(1).padStart(6)} s`);
  }
  console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

// Prerequisites: without them nothing below can run, so a failure here ends the run.
const install = await suite('install dependencies', async () => {
  const code = await installDependencies();
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, notes: [`pnpm install exited with ${code}`] };
});
if (install.failed) finish();
const system = await suite('system packages', async () => {
  const { ok, message } = ensureSystemPackages();
  return ok ? { passed: 1, failed: 0, notes: [message] } : { passed: 0, failed: 1, notes: [message] };
});
if (system.failed) finish();

await suite('eslint', runEslint);
await suite('type check', () => runTypecheck(workspaces));

const jestProjects = createRequire(import.meta.url)(join(root, 'jest.config.cjs'))
  .projects.filter((p) => typeof p === 'string')
  .map((p) => p.replace('<rootDir>/', ''));
// The api's second run, on PostgreSQL, goes beside the first (each jest runs in band: one core each); its
// output is printed once the first one has finished, so the two never interleave.
const onPostgres = (async () => {
  const t = Date.now();
  const pg = await startTestPostgres();
  try {
    const result = await runJest(['--selectProjects', 'api'], { env: { TEST_DATABASE_URL: pg.url }, expectProjects: ['api'], echo: false });
    return { ...result, ms: Date.now() - t };
  } finally {
    await pg.stop();
  }
})();
onPostgres.catch(() => {});
await suite('jest (unit, component, api)', () => runJest([], { expectProjects: jestProjects }));
await suite('api on PostgreSQL', async () => {
  const result = await onPostgres;
  console.log(result.output);
  return result;
});

const build = await suite('production build', async () => {
  const built = await buildApps();
  const failed = built.filter((b) => !b.ok);
  return { passed: built.length - failed.length, failed: failed.length, notes: failed.map((b) => `${b.app}: ${b.error}`) };
});

// Its own suite: a broken catalogue fails the run but does not keep e2e from running.
await suite('catalogue build', async () => {
  const [built] = await buildApps({ apps: [CATALOGO] });
  return built.ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, notes: [`${CATALOGO}: ${built.error}`] };
});

await suite('e2e (chromium)', async () => {
  if (build.failed) return { passed: 0, failed: 1, notes: ['not run: the production build failed'] };
  return runJest(['-c', 'e2e/jest.config.cjs'], { expectProjects: ['e2e'] });
});

finish();

