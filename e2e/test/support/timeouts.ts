/**
 * How long a test waits for an outcome (a page, a text, a redirect, a request): long enough for a loaded 2-core
 * machine, where the same step can take several times its usual time. How fast a step is belongs to the bench
 * scripts (npm run bench), never to a test's assertion.
 */
export const OUTCOME_TIMEOUT_MS = 30_000;
