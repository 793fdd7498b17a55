import type { BrowserConfiguration } from '@bugsnag/browser-performance';
import type { AppConfig } from '@portal/shared/config';

/**
 * What BugSnag Performance is started with: the project key, where traces go and this build, and no
 * device id stored. SPEC.md section 9's trace numbers are the SDK's own defaults (3.4.1, read in its source): batches
 * of up to 100 spans sent after 30 s of inactivity (core-performance config.js; on a host named exactly
 * `localhost` the SDK waits 5 s, its development mode), 2xx success and 4xx discarded except 402, 407, 408,
 * 429 (delivery.js), retry queue dropping payloads 24 h old (retry-queue.js), a failed payload over
 * 1,000,000 characters discarded (delivery-fetch-performance). performance.test.ts holds each number.
 */
export function performanceOptions({ thirdParty = {}, version, environment }: AppConfig): BrowserConfiguration | null {
  if (!thirdParty.performanceApiKey) return null;
  return {
    apiKey: thirdParty.performanceApiKey,
    appVersion: version,
    releaseStage: environment,
    // No device id in localStorage: tracing writes nothing to the visitor's browser (Ley 21.719).
    generateAnonymousId: false,
    ...(thirdParty.performanceEndpoint ? { endpoint: thirdParty.performanceEndpoint } : {}),
  };
}

let tracing: Promise<boolean> | undefined;

/** Performance tracing, its SDK fetched as a chunk of its own and only when a key is configured; once per page. */
export function startPerformance(config: AppConfig): Promise<boolean> {
  const options = performanceOptions(config);
  if (!options) return Promise.resolve(false);
  tracing ??= start(options);
  return tracing;
}

async function start(options: BrowserConfiguration): Promise<boolean> {
  const { default: BugsnagPerformance } = await import(
    /* webpackChunkName: "bugsnag-performance" */ '@bugsnag/browser-performance'
  );
  BugsnagPerformance.start(options);
  return true;
}
