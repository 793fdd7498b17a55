// One headless Debian chromium per test file, driven by webdriverio's standalone API. Never a downloaded
// browser: the binaries are Debian's (chromium.json).
import { get as httpGet } from 'node:http';
import type { remote } from 'webdriverio';
import capabilities from '../../chromium.json';
import { stackInfo } from './stack';
import { OUTCOME_TIMEOUT_MS } from './timeouts';

process.env.PUPPETEER_SKIP_DOWNLOAD = '1';

declare global {
  // Set by e2e/environment.mjs, which imports webdriverio outside jest's module sandbox.
  var __wdioRemote: typeof remote;
}

let current: WebdriverIO.Browser | undefined;

/** The phone the journeys were walked on (issue 22): 390×844 CSS pixels, touch and a mobile viewport. */
export const PHONE = { width: 390, height: 844 } as const;

const phoneCapabilities = {
  ...capabilities,
  'goog:chromeOptions': {
    ...capabilities['goog:chromeOptions'],
    mobileEmulation: { deviceMetrics: { ...PHONE, pixelRatio: 3, mobile: true, touch: true } },
  },
};

/** Opens the browser (a desktop window, or chromedriver's emulated phone) before the file's tests and closes it after them. */
export function useBrowser({ phone = false } = {}): void {
  beforeAll(async () => {
    // waitforTimeout: how long element commands and waitFor* wait by default (webdriverio's own is 5 s).
    current = await globalThis.__wdioRemote({ logLevel: 'error', capabilities: phone ? phoneCapabilities : capabilities, waitforTimeout: OUTCOME_TIMEOUT_MS });
  }, 60_000);
  afterAll(async () => {
    await current?.deleteSession();
    current = undefined;
  });
}

export function browser(): WebdriverIO.Browser {
  if (!current) throw new Error('No browser: call useBrowser() in the test file.');
  return current;
}

/** A demo host name of ARCHITECTURE.md; chromium resolves every *.localhost name to loopback. */
export type DemoHost =
  | 'localhost'
  | 'saae.localhost'
  | 'alianza.localhost'
  | 'feria.localhost'
  | 'feria-cerrada.localhost'
  | 'cerrado.localhost';

export const pageUrl = (host: DemoHost, path = '/') => `http://${host}:${stackInfo.ports.host}${path}`;

/** Navigates to `path` on the demo portal `host` (through the host edge, as a visitor would). */
export async function openPage(host: DemoHost, path = '/'): Promise<void> {
  await browser().url(pageUrl(host, path));
}

/** GET `path` from the edge as `host` (Node cannot resolve *.localhost, as Chromium does: the Host header names it). */
export function fetchAs(host: DemoHost, path: string): Promise<{ status: number; text: () => Promise<string> }> {
  const { port } = new URL(pageUrl(host, path));
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: async () => Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export const currentPath = async () => new URL(await browser().getUrl()).pathname;

/** Every resource the page fetched so far (performance timeline), e.g. to see where remotes came from. */
export const resourceUrls = () =>
  browser().execute(() => performance.getEntriesByType('resource').map((entry) => entry.name));
