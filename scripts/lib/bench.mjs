// What the benches share: their statistics and slugs, the newest offer to measure, and the frame of the benches
// that measure the composed production build (install, build every app, start the stack as `npm start` composes
// it with a fresh database in a temporary folder, measure, always stop and clean up).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps } from './build.mjs';
import { installDependencies } from './install.mjs';
import { startStack } from './stack.mjs';

/**
 * The flags of a measuring chromium. Chromium 156's headless mode starts the address bar's popup, a web app in a
 * renderer of its own, with every browser: on two cores it competed with the page under measurement (seen as
 * chrome://omnibox-popup requests in the trace).
 */
export const CHROMIUM_BENCH_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** The p-th percentile of `ms` (nearest rank); NaN for an empty list. */
export const percentil = (ms, p) => (ms.length ? [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)] : NaN);

/** GETs `url` and reads its body (`as`: 'text' or 'json'), failing unless it answers 200: the milliseconds it took and the body. */
export async function timedGet(url, as = 'text') {
  const inicio = performance.now();
  const respuesta = await fetch(url);
  const cuerpo = await respuesta[as]();
  if (respuesta.status !== 200) throw new Error(`${url} respondió ${respuesta.status}`);
  return { ms: performance.now() - inicio, cuerpo };
}

/** A text as the portal's paths spell it: no accents, lower case, words joined by hyphens. */
export const slug = (text) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The default portal's id and its newest published offer, as the api at `apiUrl` lists them. */
export async function newestOffer(apiUrl) {
  const config = await (await fetch(`${apiUrl}/api/config/portal?dominio=localhost`)).json();
  const search = await (
    await fetch(`${apiUrl}/api/searchjob?idDominio=${config.idDominio}&orden=FECHA_PUBLICACION&tipoOrden=DESC&pagina=1&ofertaConfidencial=false`)
  ).json();
  return { idDominio: config.idDominio, oferta: search.ofertas[0] };
}

/**
 * Installs, builds every app and starts the stack on `ports` with a fresh database in a temporary folder named
 * after `name`; exits 1 when any of that fails. `json`: progress goes to stderr, stdout is left to the report.
 * Its `measure(body)` runs the bench, then stops the stack, removes the folder and exits: 0 when `body`
 * finished, 1 when it threw (with the last lines the servers logged).
 */
/** The machine's CPUs' busy share (0-1) over `ms`, from /proc/stat. */
async function busyShare(ms) {
  const read = () => {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    return { idle, total: ticks.reduce((a, b) => a + b, 0) };
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Waits (at most a minute) until the machine's CPUs are mostly idle for two seconds running: the api answers
 * /health before its search thread has warmed up (vocabulary, suggestions, facet totals), and on 2 cores that
 * background work would be measured as the first page's (in one Lighthouse run, the first page measured scored
 * 0.89 and the same page measured second 0.95).
 */
async function settledMachine(say) {
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) quiet = (await busyShare(1000)) < 0.3 ? quiet + 1 : 0;
  if (quiet < 2) say('  (the machine stayed busy for a minute: the figures below are measured under that load)');
}

export async function startBenchStack({ name, ports, json = false }) {
  const say = (...args) => (json ? console.error(...args) : console.log(...args));
  const fail = (message) => {
    console.error(message);
    process.exit(1);
  };
  if ((await installDependencies({ toStderr: json })) !== 0) fail('Dependency installation failed (see above).');
  say('Production build:');
  const builds = await buildApps({ print: say });
  if (builds.some((b) => !b.ok)) fail('The build failed: nothing to measure.');

  const tempDir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const logLines = [];
  say(`Starting the stack on ${ports.host}… with a fresh database …`);
  const stack = await startStack({ ports, dataDir: join(tempDir, 'pglite'), log: (server, line) => logLines.push(`[${server}] ${line}`) }).catch((error) => {
    rmSync(tempDir, { recursive: true, force: true });
    fail(error.message);
  });
  return {
    urls: stack.urls,
    pid: stack.pid,
    tempDir,
    async measure(body) {
      let exitCode = 0;
      try {
        await settledMachine(say);
        await body();
      } catch (error) {
        console.error(`Bench failed: ${error.message}`);
        console.error(logLines.slice(-20).join('\n'));
        exitCode = 1;
      } finally {
        await stack.stop();
        rmSync(tempDir, { recursive: true, force: true });
      }
      process.exit(exitCode);
    },
  };
}
