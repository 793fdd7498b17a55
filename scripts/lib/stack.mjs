// Runs the composed portal as `npm start` does: the api, one static server per remote, the host edge and
// the mail catcher the api sends to (maildev), each a child process on its own port. Used by scripts/start.mjs, the e2e global setup and the bench.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { api, demoHosts, distDir, host, maildev, maildevSmtp, portsFromEnv, remotes } from './apps.mjs';
import { root } from './paths.mjs';
import { assertPortFree, waitForHttp } from './ports.mjs';
import { apiNodeFlags } from './node-flags.mjs';
import { serverEntry } from './servers.mjs';

const serveRemoteScript = join(root, 'scripts', 'serve-remote.mjs');
const maildevScript = join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
const STOP_GRACE_MS = 10_000;

export const manifestUrl = (port) => `http://localhost:${port}/mf-manifest.json`;

/**
 * Where maildev keeps the messages: beside the api's data folder (`dataDir`, or DATA_DIR as npm start leaves it
 * in the environment), as `<folder>-correo` like the api's `-archivos`, a relative one read from api/ as the api
 * reads it; data/maildev without one.
 */
export function maildevDir(dataDir, env = process.env) {
  const folder = dataDir ?? env.DATA_DIR;
  return folder ? `${resolve(root, 'api', folder)}-correo` : join(root, 'data', 'maildev');
}

/** What each service runs, where it answers when ready, and how long its first start may take. */
function definitions(ports, dataDir) {
  const defs = {
    [api.name]: {
      cwd: join(root, 'api'),
      // Compiled by the build (scripts/lib/servers.mjs); source maps keep stack traces on the TypeScript.
      entry: serverEntry('api'),
      args: ['--enable-source-maps', ...apiNodeFlags, serverEntry('api')],
      env: {
        API_PORT: String(ports.api),
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        // E-mail and short links point to the edge this stack runs (never to a request's Host), unless set.
        PORTAL_ORIGINS: process.env.PORTAL_ORIGINS || `http://*:${ports.host}`,
        // Every e-mail of the portal goes to the stack's own catcher.
        ...(ports[maildevSmtp.name] ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(ports[maildevSmtp.name]) } : {}),
      },
      port: ports.api,
      ready: `http://127.0.0.1:${ports.api}/health`,
      // The first start creates and seeds the database.
      timeoutMs: 300_000,
      portEnv: api.portEnv,
    },
    [host.name]: {
      cwd: join(root, 'host'),
      entry: serverEntry('edge'),
      args: ['--enable-source-maps', serverEntry('edge')],
      env: {
        // React's production build for the server render (as the browser gets it), unless told otherwise.
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        HOST_PORT: String(ports.host),
        API_URL: `http://127.0.0.1:${ports.api}`,
        ...Object.fromEntries(remotes.map((r) => [r.urlEnv, manifestUrl(ports[r.name])])),
      },
      port: ports.host,
      ready: `http://127.0.0.1:${ports.host}/`,
      timeoutMs: 60_000,
      portEnv: host.portEnv,
    },
  };
  for (const remote of remotes) defs[remote.name] = remoteDefinition(remote.name, ports[remote.name], remote.portEnv);
  defs[maildev.name] = {
    cwd: root,
    entry: maildevScript,
    // Loopback only; the messages are kept beside the database, so a restart keeps them.
    args: [
      maildevScript,
      ...['--smtp', String(ports[maildevSmtp.name]), '--web', String(ports[maildev.name])],
      ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
      ...['--mail-directory', maildevDir(dataDir)],
    ],
    env: {},
    port: ports[maildev.name],
    // The SMTP port is checked too, before anything starts.
    otherPorts: [[ports[maildevSmtp.name], maildevSmtp.portEnv]],
    ready: `http://127.0.0.1:${ports[maildev.name]}/api/healthz`,
    // Starting beside the api on a loaded 2-core machine (load 13-17), it answered only after 20 s.
    timeoutMs: 60_000,
    portEnv: maildev.portEnv,
  };
  return defs;
}

function remoteDefinition(app, port, portEnv, dir = distDir(app)) {
  return {
    cwd: root,
    entry: join(dir, 'mf-manifest.json'),
    args: [serveRemoteScript, app, '--port', String(port), '--dir', dir],
    env: {},
    port,
    ready: `http://127.0.0.1:${port}/mf-manifest.json`,
    timeoutMs: 20_000,
    portEnv,
  };
}

/** Writes child output line by line, prefixed with the service name. */
function lineWriter(name, sink, keep) {
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      keep.push(line);
      if (keep.length > 60) keep.shift();
      sink(name, line);
    }
  };
}

const consoleSink = (name, line) => process.stdout.write(`[${name.padEnd(11)}] ${line}\n`);

/**
 * The stack, not started yet: `await stack.start()` starts it; `stop()` also works while it is starting
 * (Ctrl-C during the first seed). Options:
 *  - ports: { host, api, 'mfe-search', …, maildev, 'maildev-smtp' } (default: 808x/8090/1080/1025 or their env variables)
 *  - env: extra environment for every child (e.g. DATABASE_URL)
 *  - dataDir: DATA_DIR for the api (its PGlite data folder)
 *  - services: which to start (default all)
 *  - log: (service, line) => void (default: prefixed lines on stdout)
 *  - onExit: (service, code, signal) => void, called when a child dies while it should be running
 * Returns { ports, urls, demoUrls, start(), stop(), kill(), stopService(name), crashService(name),
 * startService(name, env), serveRemote(app, port), isRunning(name) }.
 */
export function createStack({ ports = portsFromEnv(), env = {}, dataDir, services, log = consoleSink, onExit } = {}) {
  const defs = definitions(ports, dataDir);
  const order = services ?? [maildev.name, api.name, ...remotes.map((r) => r.name), host.name];
  const running = new Map(); // name → { child, stopping, output }
  let stopped = false;

  function spawnService(name, extraEnv = {}) {
    const def = defs[name];
    const output = [];
    const child = spawn(process.execPath, def.args, {
      cwd: def.cwd,
      env: { ...process.env, ...env, ...def.env, ...extraEnv, PUPPETEER_SKIP_DOWNLOAD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const entry = { child, stopping: false, output, exited: new Promise((r) => child.once('exit', r)) };
    const write = lineWriter(name, log, output);
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    child.on('exit', (code, signal) => {
      if (!entry.stopping && running.get(name) === entry) {
        running.delete(name);
        log(name, `exited unexpectedly (${signal ?? `code ${code}`})`);
        onExit?.(name, code, signal);
      }
    });
    running.set(name, entry);
    return entry;
  }

  async function startService(name, extraEnv = {}) {
    if (!defs[name]) throw new Error(`Unknown service ${name}.`);
    if (stopped) throw new Error(`The stack was stopped: ${name} not started.`);
    if (running.has(name)) throw new Error(`${name} is already running.`);
    await assertPortsFree(name);
    const entry = spawnService(name, extraEnv);
    try {
      await waitForHttp(defs[name].ready, {
        name,
        timeoutMs: defs[name].timeoutMs,
        isAlive: () => entry.child.exitCode === null && entry.child.signalCode === null,
      });
    } catch (error) {
      await stopService(name);
      const tail = entry.output.slice(-25).map((line) => `  ${name} | ${line}`).join('\n');
      throw new Error(`${error.message}${tail ? `\nLast output of ${name}:\n${tail}` : ''}`, { cause: error });
    }
  }

  async function assertPortsFree(name) {
    const { port, portEnv, otherPorts = [] } = defs[name];
    for (const [p, env] of [[port, portEnv], ...otherPorts]) await assertPortFree(p, name, env);
  }

  async function stopService(name) {
    const entry = running.get(name);
    if (!entry) return;
    entry.stopping = true;
    running.delete(name);
    const { child } = entry;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await entry.exited;
      clearTimeout(timer);
    }
  }

  /** SIGKILL, as a crash would: no graceful close (scripts/bench-durability.mjs). */
  async function crashService(name) {
    const entry = running.get(name);
    if (!entry) return;
    entry.stopping = true;
    running.delete(name);
    entry.child.kill('SIGKILL');
    await entry.exited;
  }

  async function stop() {
    stopped = true;
    // Host first (it proxies the rest), the api last (it closes its database).
    const names = [...running.keys()].sort((a, b) => rank(a) - rank(b));
    await Promise.all(names.filter((n) => n !== api.name).map(stopService));
    await stopService(api.name);
  }
  /** Last resort on process exit (no time for a graceful stop): SIGTERM every child still running. */
  function kill() {
    for (const { child } of running.values()) if (child.exitCode === null) child.kill('SIGTERM');
  }
  const rank = (name) => (name === host.name ? 0 : name === api.name ? 2 : 1);

  /**
   * Serves an app's dist (or another build of it in `dir`) on a port (a remote "deployed" elsewhere, or
   * redeployed on its own port once stopped); stop it with stopService(`${app}@${port}`).
   */
  async function serveRemote(app, port, dir) {
    const name = `${app}@${port}`;
    defs[name] = remoteDefinition(app, port, undefined, dir);
    await startService(name);
    return { name, url: `http://localhost:${port}`, manifest: manifestUrl(port) };
  }

  async function start() {
    for (const name of order) {
      if (!existsSync(defs[name].entry)) {
        throw new Error(`Cannot start ${name}: ${defs[name].entry.replace(`${root}/`, '')} does not exist yet (build first: node scripts/build.mjs).`);
      }
    }
    // Every port is checked before anything starts, so a clash leaves nothing half started.
    for (const name of order) await assertPortsFree(name);
    try {
      // The api and the remotes start together; the host last, so its first answer finds them up.
      await Promise.all(order.filter((n) => n !== host.name).map((n) => startService(n)));
      if (order.includes(host.name)) await startService(host.name);
    } catch (error) {
      await stop();
      throw error;
    }
  }

  const urls = {
    host: `http://localhost:${ports.host}`,
    api: `http://127.0.0.1:${ports.api}`,
    maildev: `http://localhost:${ports[maildev.name]}`,
    ...Object.fromEntries(remotes.map((r) => [r.name, `http://localhost:${ports[r.name]}`])),
  };
  const demoUrls = demoHosts.map(([name, what]) => ({ host: name, url: `http://${name}:${ports.host}`, what }));
  return {
    ports,
    urls,
    demoUrls,
    start,
    stop,
    kill,
    stopService,
    crashService,
    startService,
    serveRemote,
    isRunning: (name) => running.has(name),
    /** The process id of a running service (benches read its threads' CPU time in /proc). */
    pid: (name) => running.get(name)?.child.pid,
  };
}

/** Creates and starts the stack; resolves once every service answers. */
export async function startStack(options) {
  const stack = createStack(options);
  await stack.start();
  return stack;
}
