/**
 * Runtime plugin: one retry of a remote's entry script (@module-federation/retry-plugin).
 *
 * Rides out a blip (a deploy swapping files, a dropped connection) without letting a remote that is really
 * down delay its fallback page past the 2 s budget: the retry waits 300 ms, so a down, failing or broken remote
 * shows the fallback in about 1 s. Use it in every host, after timeout.ts.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  // The browser fetches no manifest (register-remotes.ts): without a `fetch` option the plugin's fetch hook
  // would only send requests of its own, so it is dropped. script.retryTimes 0 already retries once (1 would
  // mean three loads of the entry).
  const { fetch: _plainFetch, ...scriptRetry } = RetryPlugin({ script: { retryTimes: 0, retryDelay: 300 } });
  return { ...scriptRetry, name: 'portal-remote-retry' };
}
