#!/usr/bin/env node
// `npm run bench`: bytes of JavaScript (gzip -9) the browser fetches to show `/`, `/trabajo/{oferta}`,
// `/trabajo-empleo` and a landing (`/trabajo-{comuna}`) from the production build, composed as `npm start` composes it, in headless Debian chromium with a cold
// cache. Also prints when each page answered and when its content was visible. "sent" is what the
// servers actually transferred (response bodies as compressed on the wire, plus headers). Each page's bytes
// are broken down by app and by chunk, and each chunk's into packages and portal code (in proportion to
// its modules' sizes before minification, as the build's chunk map records them: shared/build/chunk-map-plugin.cjs).
// The stack runs on 28080… (BENCH_PORT_OFFSET=<n> moves every port by n).
//   node scripts/bench.mjs [--json]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { newestOffer, slug, startBenchStack } from './lib/bench.mjs';
import { chunkMaps } from './lib/chunk-map.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { root } from './lib/paths.mjs';

await runOnSupportedNode();

const { values } = parseArgs({ options: { json: { type: 'boolean' } } });
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const base = { host: 28080, 'mfe-search': 28081, 'mfe-account': 28082, 'mfe-feria': 28083, 'mfe-content': 28084, api: 28090, maildev: 28095, 'maildev-smtp': 28025 };
const ports = Object.fromEntries(Object.entries(base).map(([name, port]) => [name, port + offset]));
const appOfPort = new Map(Object.entries(ports).map(([name, port]) => [port, name]));
const capabilities = JSON.parse(readFileSync(join(root, 'e2e', 'chromium.json'), 'utf8'));
process.env.PUPPETEER_SKIP_DOWNLOAD = '1';

const stack = await startBenchStack({ name: 'bench', ports, json: values.json });
// Read after the build, which writes them.
const describeChunk = chunkMaps();
// Imported once the dependencies are surely installed.
const { remote } = await import('webdriverio');

await stack.measure(async () => {
  const { idDominio, oferta } = await newestOffer(stack.urls.api);
  const landing = await landingPath(idDominio);
  const pages = [
    // What shows that the page is there for a visitor: a link to an offer, the offer's title.
    { name: '/', path: '/', ready: `a[href$="-${oferta.idOferta}"]` },
    { name: '/trabajo/{oferta}', path: `/trabajo/${slug(oferta.nombreCargo)}-${oferta.idOferta}`, ready: 'h1' },
    { name: '/trabajo-empleo', path: '/trabajo-empleo', ready: `main article a[href$="-${oferta.idOferta}"]` },
    { name: '/trabajo-{comuna}', path: landing, ready: 'main article a[href*="/trabajo/"]' },
  ];
  const report = [];
  for (const page of pages) report.push(await measure(page));
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else for (const page of report) printPage(page);
});

/** Loads one page in a fresh browser (cold cache) and sums the gzip size of every script it fetched. */
async function measure({ name, path, ready }) {
  const browser = await remote({ logLevel: 'error', capabilities });
  try {
    const url = `${stack.urls.host}${path}`;
    await browser.url(url);
    await browser.$(ready).waitForDisplayed({ timeout: 20_000 });
    const visibleMs = await browser.execute(() => performance.now());
    await settle(browser);
    const timing = await browser.execute(() => {
      const [nav] = performance.getEntriesByType('navigation');
      return { ttfb: nav.responseStart, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
    });
    const resources = await browser.execute(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, initiator: e.initiatorType, transfer: e.transferSize })),
    );
    const scripts = resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
    const files = [];
    for (const script of scripts) {
      const res = await fetch(script.name, { headers: { 'Accept-Encoding': 'identity' } });
      const body = Buffer.from(await res.arrayBuffer());
      const { origin, pathname, port } = new URL(script.name);
      const app = appOfPort.get(Number(port)) ?? origin;
      const gzip = gzipSync(body, { level: 9 }).length;
      files.push({ file: pathname.slice(1), origin, app, raw: body.length, gzip, transfer: script.transfer, ...describeChunk(app, pathname.slice(1), gzip) });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const total = (key) => files.reduce((n, f) => n + f[key], 0);
    return {
      page: name,
      url,
      files,
      totals: { files: files.length, raw: total('raw'), gzip: total('gzip'), transfer: total('transfer') },
      timing: { ...timing, contentVisible: visibleMs },
    };
  } finally {
    await browser.deleteSession();
  }
}

/** A landing of a comuna with offers (Ñuñoa when the seed has it), as bench-lighthouse.mjs picks it. */
async function landingPath(idDominio) {
  const filtros = await (await fetch(`${stack.urls.api}/api/busqueda/filtros?idDominio=${idDominio}`)).json();
  const comunas = filtros.regiones.flatMap((region) => region.comunas).filter((comuna) => comuna.cantidad > 0);
  const comuna = comunas.find((c) => slug(c.nombre) === 'nunoa') ?? comunas[0];
  return `/trabajo-${slug(comuna.nombre)}`;
}

/** Waits until no new resource has been fetched for 1 s (lazy chunks after first paint), at most 15 s. */
async function settle(browser) {
  let count = -1;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const now = await browser.execute(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function printPage({ page, url, files, totals, timing }) {
  const kb = (n) => `${((n ?? 0) / 1024).toFixed(1)} KB`.padStart(10);
  const ms = (n) => `${Math.round(n)} ms`;
  const sumOf = (list, key) => list.reduce((n, f) => n + (f[key] ?? 0), 0);
  console.log(`\n${page}  (${url})`);
  const width = Math.max(30, ...files.map((f) => f.file.length));
  const header = `${'file'.padEnd(width)} ${'chunk'.padEnd(12)} ${'gzip -9'.padStart(10)} ${'raw'.padStart(10)} ${'sent'.padStart(10)} ${'packages≈'.padStart(10)} ${'portal≈'.padStart(10)}  holds`;
  for (const app of [...new Set(files.map((f) => f.app))]) {
    const own = files.filter((f) => f.app === app);
    console.log(`  ${app} (${own[0].origin}): ${kb(sumOf(own, 'gzip')).trim()} gzip -9 in ${own.length} files`);
    console.log(`    ${header}`);
    for (const f of own) {
      console.log(
        `    ${f.file.padEnd(width)} ${(f.chunk ?? '?').slice(0, 12).padEnd(12)} ${kb(f.gzip)} ${kb(f.raw)} ${kb(f.transfer)} ${kb(f.packagesGzip)} ${kb(f.portalGzip)}  ${(f.holds ?? []).join(', ')}`,
      );
    }
  }
  console.log(`  total: ${totals.files} JavaScript files ${kb(totals.gzip)} gzip -9 ${kb(totals.raw)} raw ${kb(totals.transfer)} sent; packages ≈ ${kb(sumOf(files, 'packagesGzip')).trim()}, portal code ≈ ${kb(sumOf(files, 'portalGzip')).trim()}`);
  console.log(`  JavaScript to show ${page}: ${totals.gzip.toLocaleString('en')} bytes gzip -9 (${totals.raw.toLocaleString('en')} raw, ${totals.transfer.toLocaleString('en')} sent)`);
  console.log(`  time to first byte ${ms(timing.ttfb)}, DOMContentLoaded ${ms(timing.domContentLoaded)}, load ${ms(timing.load)}, content visible ≈ ${ms(timing.contentVisible)}`);
}
