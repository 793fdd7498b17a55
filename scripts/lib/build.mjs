// Production builds of the webpack apps, one or two at a time (2 cores; builds are noisy when they race),
// and of the two servers (api, host edge) compiled to JavaScript (servers.mjs).
// A target is skipped when the hash of its inputs equals the stamp its last successful build left in its output.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { builtApps, distDir } from './apps.mjs';
import { root } from './paths.mjs';
import { compileServer, serverEntry, servers } from './servers.mjs';

const STAMP = '.build-stamp.json';
const logDir = join(root, 'node_modules', '.cache', 'portal-build');
const skipDirs = new Set(['node_modules', 'dist', 'server-dist', 'coverage', '.cache', 'test', '__tests__', '__mocks__']);
const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

/** Every target `buildApps` builds by default: the webpack apps, then the compiled servers. */
export const buildTargets = [...builtApps, ...Object.keys(servers)];

/** The shared UI's catalogue (Storybook, catalogo/dist): built only when asked for (`npm test`, `npm run catalogo:build`). */
export const CATALOGO = 'catalogo';

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  if (statSync(dir).isFile()) return [...out, dir];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.browserslistrc' && entry.name !== '.swcrc') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) listFiles(path, out);
    } else if (entry.isFile() && !isTestFile(entry.name)) out.push(path);
  }
  return out;
}

/**
 * Files a build of `target` reads: a webpack app's own sources and config, a server's sources and
 * package.json; for both the shared package (bundled into each), the lockfile and the TypeScript base config.
 */
function inputFiles(target) {
  const own = servers[target]
    ? [...servers[target].sources, `${servers[target].dir}/package.json`, 'scripts/lib/servers.mjs']
    : target === CATALOGO
      ? [target, `${target}/.storybook`, 'host/marcas']
      : [target];
  return [...own, 'shared', 'pnpm-lock.yaml', 'tsconfig.base.json'].flatMap((path) => listFiles(join(root, path)));
}

export function inputsHash(target) {
  const files = [...new Set(inputFiles(target))];
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const outDir = (target) => servers[target]?.outDir ?? distDir(target);

/** The file whose presence shows a finished build: the host's page, a remote's manifest, a server's main.js. */
function builtMarker(target) {
  if (servers[target]) return serverEntry(target);
  return join(distDir(target), target === 'host' || target === CATALOGO ? 'index.html' : 'mf-manifest.json');
}

export function isUpToDate(app, hash = inputsHash(app)) {
  const stampFile = join(outDir(app), STAMP);
  if (!existsSync(stampFile) || !existsSync(builtMarker(app))) return false;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).inputs === hash;
  } catch {
    return false;
  }
}

/** The first error of a failed build and the last lines: webpack's resolver trace is hundreds of lines. */
function excerpt(text) {
  const lines = text.trimEnd().split('\n');
  const first = lines.findIndex((line) => /^\s*(ERROR|Error|error)\b|error TS\d+/.test(line));
  if (first < 0 || lines.length - first <= 40) return lines.slice(-40).join('\n');
  return [...lines.slice(first, first + 12), '…', ...lines.slice(-12)].join('\n');
}

/**
 * The app's own `build` script, run the way `pnpm --filter <app> build` runs it (its folder, the
 * workspace's bin folders on PATH) but without pnpm: two pnpm processes started together race on the
 * package-manager check ("ERR_PNPM_BAD_CONFIG_DEP").
 */
function buildScript(app) {
  const manifest = join(root, app, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build : undefined;
}

const binPath = (app) => [join(root, app, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);

/** Runs the app's build script, passing its output to onData; resolves to its exit code. */
function runScript(app, script, onData) {
  return new Promise((resolve) => {
    const child = spawn(script, {
      cwd: join(root, app),
      shell: true,
      env: { ...process.env, NODE_ENV: 'production', PATH: binPath(app) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (error) => onData(Buffer.from(String(error))));
    child.on('close', resolve);
  });
}

async function compile(server, onData) {
  const { code, output } = await compileServer(server);
  if (output) onData(Buffer.from(`${output}\n`));
  return code;
}

async function buildOne(app, { verbose }) {
  const script = servers[app] ? null : buildScript(app);
  if (!servers[app] && !script) return { app, ok: false, ms: 0, error: `${app}/package.json has no "build" script` };
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${app}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  const output = [];
  const onData = (chunk) => {
    log.write(chunk);
    if (verbose) process.stdout.write(chunk);
    output.push(chunk.toString());
  };
  const code = await (script ? runScript(app, script, onData) : compile(app, onData));
  log.end();
  const ms = Date.now() - started;
  const ok = code === 0 && existsSync(builtMarker(app));
  if (ok) return { app, ok, ms, logFile };
  const why = code === 0 ? `exited 0 but ${relative(root, builtMarker(app))} is missing` : `exit code ${code}`;
  return { app, ok, ms, logFile, error: why, tail: excerpt(output.join('')) };
}

/**
 * Builds `apps` (default: every webpack app and both servers), `concurrency` at a time. Resolves to one result per app:
 * { app, ok, skipped, ms, error?, tail?, logFile? }. Prints one line per app with its timing.
 */
export async function buildApps({ apps = buildTargets, concurrency = 2, force = false, verbose = false, print = console.log } = {}) {
  const results = [];
  const queue = [];
  for (const app of apps) {
    const hash = inputsHash(app);
    if (!force && isUpToDate(app, hash)) {
      results.push({ app, ok: true, skipped: true, ms: 0 });
      print(`  ${app.padEnd(12)} up to date (sources unchanged since its last build)`);
    } else queue.push({ app, hash });
  }
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      print(`  ${next.app.padEnd(12)} building…`);
      const result = await buildOne(next.app, { verbose });
      if (result.ok) {
        writeFileSync(join(outDir(next.app), STAMP), JSON.stringify({ inputs: next.hash, builtAt: new Date().toISOString(), ms: result.ms }, null, 2));
        print(`  ${next.app.padEnd(12)} built in ${(result.ms / 1000).toFixed(1)} s`);
      } else {
        const log = result.logFile ? `; full log: ${relative(root, result.logFile)}` : '';
        print(`  ${next.app.padEnd(12)} FAILED after ${(result.ms / 1000).toFixed(1)} s (${result.error})${log}`);
        if (result.tail) print(result.tail.replace(/^/gm, `  ${next.app} | `));
      }
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return apps.map((app) => results.find((r) => r.app === app));
}
