#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (performance only) against the production build composed as
// `npm start` composes it, with a fresh database: `/`, `/trabajo-empleo`, a landing and `/trabajo/{oferta}`,
// each run N times (default 3) with the mobile preset and N times with the desktop preset, printing medians:
// performance score, largest contentful paint, total blocking time, cumulative layout shift (mobile and
// desktop), long tasks, and the gzip -9 bytes of the JavaScript each page fetched (as scripts/bench.mjs
// counts them). The targets of issue 12 are printed beside them; this is a measurement, not a test: it
// exits 0 whatever the figures, and 1 only when it could not measure.
//   node scripts/bench-lighthouse.mjs [--runs 3] [--json] [--detail] [--trace <dir>] [--page / …]
// --detail also prints, per page, the mobile run's long tasks and the scripts that cost the main thread most
// (Lighthouse's long-tasks and bootup-time audits) and its main-thread work by kind (style and layout, script,
// parsing, paint): where to look when TBT is high. --trace <dir> keeps each run's Chrome trace there;
// --page (repeatable: /, /trabajo-empleo, /trabajo-nunoa, /trabajo/{oferta}) measures only those pages.
// The browser is Debian's /usr/bin/chromium (CHROME_PATH to use another), never a downloaded one. The stack
// runs on 29080… (BENCH_PORT_OFFSET=<n> moves every port by n).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_BENCH_FLAGS, newestOffer, slug, startBenchStack } from './lib/bench.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { freePort, waitForHttp } from './lib/ports.mjs';

await runOnSupportedNode();

const { values } = parseArgs({ options: { json: { type: 'boolean' }, detail: { type: 'boolean' }, trace: { type: 'string' }, page: { type: 'string', multiple: true }, runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs ${values.runs}: give a whole number of runs, 1 or more.`);
  process.exit(1);
}
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const base = { host: 29080, 'mfe-search': 29081, 'mfe-account': 29082, 'mfe-feria': 29083, 'mfe-content': 29084, api: 29090, maildev: 29095, 'maildev-smtp': 29025 };
const ports = Object.fromEntries(Object.entries(base).map(([name, port]) => [name, port + offset]));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
process.env.PUPPETEER_SKIP_DOWNLOAD = '1';

/** Issue 12's figures: what each median should reach. */
const targets = { performance: 0.9, lcp: 2000, tbt: 200, cls: 0.05, jsGzip: 150 * 1024 };

/** gzip -9 size per script URL: each is fetched once per bench. */
const gzipCache = new Map();
const say = (...args) => (values.json ? console.error(...args) : console.log(...args));

const stack = await startBenchStack({ name: 'lighthouse', ports, json: values.json });
// Imported once the dependencies are surely installed.
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await stack.measure(async () => {
  const pages = (await pagesToMeasure()).filter((page) => !values.page || values.page.includes(page.name));
  const report = [];
  for (const page of pages) {
    const url = `${stack.urls.host}${page.path}`;
    const status = (await fetch(url)).status;
    if (status !== 200) throw new Error(`${url} answered ${status}, not 200.`);
    const mobile = [];
    const desktop = [];
    for (let i = 1; i <= runs; i += 1) {
      say(`  ${page.name}: mobile run ${i}/${runs} …`);
      mobile.push(await auditWithRetry(url, undefined));
    }
    for (let i = 1; i <= runs; i += 1) {
      say(`  ${page.name}: desktop run ${i}/${runs} …`);
      desktop.push(await auditWithRetry(url, desktopConfig));
    }
    report.push({ page: page.name, url, mobile: medians(mobile), desktop: medians(desktop), runs: { mobile, desktop } });
  }
  if (values.json) console.log(JSON.stringify({ runs, targets, pages: report }, null, 2));
  else printTable(report);
});

/** The newest offer, a landing of a comuna with offers (Ñuñoa when the seed has it) and the fixed pages. */
async function pagesToMeasure() {
  const { idDominio, oferta } = await newestOffer(stack.urls.api);
  const filtros = await (await fetch(`${stack.urls.api}/api/busqueda/filtros?idDominio=${idDominio}`)).json();
  const comunas = filtros.regiones.flatMap((region) => region.comunas).filter((comuna) => comuna.cantidad > 0);
  const comuna = comunas.find((c) => slug(c.nombre) === 'nunoa') ?? comunas[0];
  return [
    { name: '/', path: '/' },
    { name: '/trabajo-empleo', path: '/trabajo-empleo' },
    { name: `/trabajo-${slug(comuna.nombre)}`, path: `/trabajo-${slug(comuna.nombre)}` },
    { name: '/trabajo/{oferta}', path: `/trabajo/${slug(oferta.nombreCargo)}-${oferta.idOferta}` },
  ];
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is redone, twice at most. */
async function auditWithRetry(url, config) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, config);
    } catch (error) {
      if (attempt === 3 || !error.lighthouseRuntimeError) throw error;
      say(`    ${error.message}: again`);
    }
  }
}

/** One Lighthouse run (mobile preset without a config) in a fresh headless chromium with an empty profile. */
async function audit(url, config) {
  const port = await freePort();
  const profile = mkdtempSync(join(stack.tempDir, 'chromium-'));
  const chromium = spawn(
    chromePath,
    [
      ...CHROMIUM_BENCH_FLAGS,
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 20_000, name: 'chromium' });
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code}`), { lighthouseRuntimeError: true });
    }
    if (values.trace) saveTrace(url, config ? 'desktop' : 'mobile', result.artifacts.Trace);
    const number = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .map((item) => item.url);
    const detail = values.detail
      ? {
          longTaskList: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({ url: t.url, start: Math.round(t.startTime), ms: Math.round(t.duration) })),
          lcpElement: lcpElement(lhr),
          work: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((t) => ({ group: t.groupLabel ?? t.group, ms: Math.round(t.duration) })),
          bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
            .slice(0, 6)
            .map((t) => ({ url: t.url, total: Math.round(t.total), scripting: Math.round(t.scripting), parse: Math.round(t.scriptParseCompile) })),
        }
      : {};
    return {
      ...detail,
      performance: lhr.categories.performance.score,
      lcp: number('largest-contentful-paint'),
      tbt: number('total-blocking-time'),
      cls: number('cumulative-layout-shift'),
      fcp: number('first-contentful-paint'),
      longTasks: lhr.audits['long-tasks']?.details?.items?.length ?? 0,
      // Lighthouse's own measure of this machine's CPU: its simulated phone runs the observed tasks 4× slower, so
      // on a machine weaker than the one its scoring assumes, TBT rises with no change to the page.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      jsGzip: await gzipBytes(scripts),
      jsFiles: scripts.length,
    };
  } finally {
    chromium.kill('SIGTERM');
    await exited;
    // Chromium's helper processes may still write into the profile for a moment after it exits (ENOTEMPTY).
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** What Lighthouse took for the largest contentful paint: the element's selector and text, and the phase times. */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phases = (items[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  return node ? `${node.selector} «${(node.nodeLabel ?? '').slice(0, 60)}» (${phases})` : 'not found';
}

/** The run's Chrome trace, for DevTools' Performance panel or a script: <dir>/<page>-<preset>-<time>.json. */
function saveTrace(url, preset, trace) {
  mkdirSync(values.trace, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home';
  writeFileSync(join(values.trace, `${page}-${preset}-${Date.now()}.json`), JSON.stringify(trace));
}

/** gzip -9 of each script as the server holds it uncompressed, summed. */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) {
    if (!gzipCache.has(url)) {
      const res = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
      gzipCache.set(url, gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length);
    }
    total += gzipCache.get(url);
  }
  return total;
}

function medians(list) {
  const numeric = Object.keys(list[0]).filter((key) => typeof list[0][key] === 'number');
  return Object.fromEntries(numeric.map((key) => [key, median(list.map((run) => run[key]))]));
}

/** The first mobile run's long tasks and costliest scripts, per page (CPU times as Lighthouse simulates a phone). */
function printDetail(report) {
  const short = (url) => url.replace(/^https?:\/\/[^/]+/, '');
  for (const page of report) {
    const { longTaskList = [], bootup = [], work = [], lcpElement: lcp } = page.runs.mobile[0];
    console.log(`\n${page.page}: largest contentful paint: ${lcp}`);
    console.log(`\n${page.page}: main-thread work by kind`);
    for (const w of work) console.log(`  ${String(w.ms).padStart(6)} ms  ${w.group}`);
    console.log(`\n${page.page}: long tasks (start, duration)`);
    for (const t of longTaskList) console.log(`  ${String(t.start).padStart(6)} ms  ${String(t.ms).padStart(5)} ms  ${short(t.url)}`);
    console.log(`${page.page}: main-thread time by script (total / scripting / parse+compile)`);
    for (const b of bootup) console.log(`  ${String(b.total).padStart(5)} / ${String(b.scripting).padStart(5)} / ${String(b.parse).padStart(4)} ms  ${short(b.url)}`);
  }
}

function printTable(report) {
  const ms = (n) => `${(n / 1000).toFixed(2)} s`;
  const columns = [
    ['page', 28, (p) => p.page],
    ['perf', 6, (p) => p.mobile.performance.toFixed(2)],
    ['LCP', 8, (p) => ms(p.mobile.lcp)],
    ['TBT', 8, (p) => `${Math.round(p.mobile.tbt)} ms`],
    ['CLS', 7, (p) => p.mobile.cls.toFixed(3)],
    ['long tasks', 11, (p) => String(p.mobile.longTasks)],
    ['CLS desktop', 12, (p) => p.desktop.cls.toFixed(3)],
    ['perf desktop', 13, (p) => p.desktop.performance.toFixed(2)],
    ['JS gzip', 10, (p) => `${(p.mobile.jsGzip / 1024).toFixed(1)} KB`],
  ];
  const row = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join('  ');
  console.log(`\nLighthouse 12, medians of ${runs} runs per preset (mobile unless named):\n`);
  console.log(row(columns.map(([name]) => name)));
  for (const page of report) console.log(row(columns.map(([, , cell]) => cell(page))));
  console.log(
    row([
      'target',
      `≥${targets.performance}`,
      `≤${ms(targets.lcp)}`,
      `≤${targets.tbt} ms`,
      `≤${targets.cls}`,
      '0',
      `≤${targets.cls}`,
      '',
      `≤${targets.jsGzip / 1024} KB`,
    ]),
  );
  const indexes = report.map((page) => Math.round(page.mobile.benchmarkIndex)).join(', ');
  console.log(`\nLighthouse's benchmarkIndex of this machine, per page (higher is faster): ${indexes}`);
  if (values.detail) printDetail(report);
}
