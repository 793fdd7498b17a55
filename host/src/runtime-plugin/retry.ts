/**
 * Runtime plugin: one retry of a remote's manifest and of its entry script.
 *
 * Rides out a blip (a deploy swapping files, a dropped connection) without letting a remote that is really
 * down delay its fallback page past the 2 s budget: both retries wait 200-300 ms, so a down, failing or
 * broken remote shows the fallback in about 1 s. Use it in every host, after timeout.ts.
 *
 * The entry script is retried by @module-federation/retry-plugin. The manifest retry is ours: the plugin's
 * fetch retry (0.17.1) ignores retryDelay and always waits 1 s, which alone would take a down remote's
 * fallback to about 2 s.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

const MANIFEST_RETRIES = 1;
const MANIFEST_RETRY_DELAY_MS = 200;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET of an mf-manifest.json; an HTTP error counts as a failure. A request past its deadline is not retried. */
export async function fetchManifest(url: string, init: RequestInit, retries = MANIFEST_RETRIES): Promise<Response> {
  try {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return response;
  } catch (error) {
    if (retries <= 0 || init.signal?.aborted) throw error;
    await wait(MANIFEST_RETRY_DELAY_MS);
    return fetchManifest(url, init, retries - 1);
  }
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  // Without a `fetch` option the plugin's fetch hook would only send a second, unretried request: drop it.
  // script.retryTimes 0 already retries once (1 would mean three loads of the entry).
  const { fetch: _plainFetch, ...scriptRetry } = RetryPlugin({ script: { retryTimes: 0, retryDelay: 300 } });
  return {
    ...scriptRetry,
    name: 'portal-remote-retry',
    fetch: (url, init) => fetchManifest(url, init),
  };
}
