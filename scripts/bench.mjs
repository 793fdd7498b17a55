#!/usr/bin/env node
// `npm run bench`: bytes of JavaScript (gzip -9) the browser fetches to show `/`, `/trabajo/{oferta}` and `/trabajo-empleo`
// from the production build, composed as `npm start` composes it, in headless Debian chromium with a cold
// cache. Also prints when each page answered and when its content was visible. "sent" is what the
// servers actually transferred (response bodies as compressed on the wire, plus headers).
//   node scripts/bench.mjs [--json]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { newestOffer, slug, startBenchStack } from './lib/bench.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { root } from './lib/paths.mjs';

await runOnSupportedNode();

const { values } = parseArgs({ options: { json: { type: 'boolean' } } });
const ports = { host: 28080, 'mfe-search': 28081, 'mfe-account': 28082, 'mfe-feria': 28083, 'mfe-content': 28084, api: 28090, maildev: 28095, 'maildev-smtp': 28025 };
const capabilities = JSON.parse(readFileSync(join(root, 'e2e', 'chromium.json'), 'utf8'));
process.env.PUPPETEER_SKIP_DOWNLOAD = '1';

const stack = await startBenchStack({ name: 'bench', ports, json: values.json });
// Imported once the dependencies are surely installed.
const { remote } = await import('webdriverio');

await stack.measure(async () => {
  const { oferta } = await newestOffer(stack.urls.api);
  const pages = [
    // What shows that the page is there for a visitor: a link to an offer, the offer's title.
    { name: '/', path: '/', ready: `a[href$="-${oferta.idOferta}"]` },
    { name: '/trabajo/{oferta}', path: `/trabajo/${slug(oferta.nombreCargo)}-${oferta.idOferta}`, ready: 'h1' },
    { name: '/trabajo-empleo', path: '/trabajo-empleo', ready: `main article a[href$="-${oferta.idOferta}"]` },
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
      const { origin, pathname } = new URL(script.name);
      files.push({ file: pathname.slice(1), origin, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, transfer: script.transfer });
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
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(`\n${page}  (${url})`);
  const width = Math.max(30, ...files.map((f) => f.file.length));
  console.log(`  ${'file'.padEnd(width)} ${'origin'.padEnd(24)} ${'gzip -9'.padStart(10)} ${'raw'.padStart(10)} ${'sent'.padStart(10)}`);
  for (const f of files) console.log(`  ${f.file.padEnd(width)} ${f.origin.padEnd(24)} ${kb(f.gzip)} ${kb(f.raw)} ${kb(f.transfer)}`);
  console.log(`  ${`total: ${totals.files} JavaScript files`.padEnd(width)} ${''.padEnd(24)} ${kb(totals.gzip)} ${kb(totals.raw)} ${kb(totals.transfer)}`);
  console.log(`  JavaScript to show ${page}: ${totals.gzip.toLocaleString('en')} bytes gzip -9 (${totals.raw.toLocaleString('en')} raw, ${totals.transfer.toLocaleString('en')} sent)`);
  console.log(`  time to first byte ${ms(timing.ttfb)}, DOMContentLoaded ${ms(timing.domContentLoaded)}, load ${ms(timing.load)}, content visible ≈ ${ms(timing.contentVisible)}`);
}
