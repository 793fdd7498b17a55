// Builds the apps (skipped when unchanged) and starts the composed portal on the e2e ports with a fresh
// database, plus a small control server through which suites stop, start and re-point services and change
// the api's data.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApps } from '../scripts/lib/build.mjs';
import { createStack } from '../scripts/lib/stack.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// E2E_PORT_OFFSET moves every port, so two checkouts can run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const { control: controlPort, ...ports } = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(here, 'ports.json'), 'utf8'))).map(([name, port]) => [name, port + offset]),
);

export default async function globalSetup() {
  process.env.PUPPETEER_SKIP_DOWNLOAD = '1';
  console.log('\ne2e: production build');
  const builds = await buildApps();
  const failed = builds.filter((b) => !b.ok).map((b) => b.app);
  if (failed.length) throw new Error(`e2e: the production build failed (${failed.join(', ')}).`);

  const artifacts = join(here, 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  const logFile = join(artifacts, 'stack.log');
  const log = createWriteStream(logFile);
  // A throwaway database: DATA_DIR is PGlite's folder, its lock file sits beside it in the temp folder.
  const tempDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const dataDir = join(tempDir, 'pglite');
  const stack = createStack({
    ports,
    dataDir,
    // The job alerts run every second instead of every minute, so a suite sees an alert's e-mail within its
    // usual wait. Only candidates with alerts get e-mails from a run.
    env: { ALERTAS_INTERVALO_MS: '1000' },
    log: (name, line) => log.write(`[${name}] ${line}\n`),
  });
  globalThis.__PORTAL_E2E__ = { stack, tempDir, log };
  process.once('exit', () => stack.kill());
  console.log(`e2e: starting the stack (log: e2e/artifacts/stack.log, data: ${dataDir})`);
  try {
    await stack.start();
    globalThis.__PORTAL_E2E__.control = await startControlServer(stack, dataDir);
  } catch (error) {
    // jest skips the global teardown when the setup fails: clean up here.
    await stack.stop();
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_STACK = JSON.stringify({ ports, urls: stack.urls, control: `http://127.0.0.1:${controlPort}` });
}

/**
 * SQL on the api's PGlite folder, in a child process with the api's own PGlite (and the unaccent extension
 * its database uses), while the api is stopped (PGlite is one process's at a time: the same lock file as the
 * api's, api/src/db/lock.ts). Answers the rows of the last statement.
 */
const SQL_SCRIPT = `
import { writeFileSync, unlinkSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const [dataDir] = process.argv.slice(1);
let sql = '';
for await (const chunk of process.stdin) sql += chunk;
writeFileSync(dataDir + '.lock', String(process.pid), { flag: 'wx' });
try {
  const db = await PGlite.create(dataDir, { extensions: { unaccent } });
  const results = await db.exec(sql);
  await db.close();
  process.stdout.write(JSON.stringify(results.at(-1)?.rows ?? []));
} finally {
  unlinkSync(dataDir + '.lock');
}`;

function runSqlOn(dataDir, sql) {
  return new Promise((resolve, reject) => {
    // cwd api/: the script's imports resolve to the api's dependencies.
    const child = spawn(process.execPath, ['--input-type=module', '-e', SQL_SCRIPT, dataDir], {
      cwd: join(here, '..', 'api'),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`SQL on ${dataDir} failed (${code}): ${err.trim()}`))));
    child.stdin.end(sql);
  });
}

/**
 * POST /services/:name/stop · POST /services/:name/start {env} · POST /remotes {app, port, dir?} ·
 * POST /database {sql}: stops the api, runs the SQL on its database, starts it again (data the portal has
 * no page to make, e.g. an offer published now: the seed's offers are dated in the past).
 */
async function startControlServer(stack, dataDir) {
  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = raw ? JSON.parse(raw) : {};
      const service = /^\/services\/([^/]+)\/(stop|start)$/.exec(req.url ?? '');
      if (req.method === 'POST' && service) {
        const [, name, action] = service;
        const decoded = decodeURIComponent(name);
        if (action === 'stop') await stack.stopService(decoded);
        else if (!stack.isRunning(decoded)) await stack.startService(decoded, body.env ?? {});
        return send(200, { ok: true });
      }
      if (req.method === 'POST' && req.url === '/remotes') return send(200, await stack.serveRemote(body.app, body.port, body.dir));
      if (req.method === 'POST' && req.url === '/database') {
        await stack.stopService('api');
        let rows;
        try {
          rows = await runSqlOn(dataDir, body.sql);
        } finally {
          await stack.startService('api');
        }
        return send(200, { rows });
      }
      send(404, { error: `no route ${req.method} ${req.url}` });
    } catch (error) {
      send(500, { error: error.message });
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(controlPort, '127.0.0.1', resolve);
  });
  return server;
}
