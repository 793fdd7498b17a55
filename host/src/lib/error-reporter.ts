import type { Client } from '@bugsnag/js';
import type { AppConfig } from '@portal/shared/config';

/** BugSnag's own limits for events per session (SPEC.md section 9): 10 by default, 1 to 100. */
export const MAX_EVENTS = { default: 10, min: 1, max: 100 } as const;

/** The configured events per session, brought into BugSnag's range (it would ignore a value outside it). */
export function clampMaxEvents(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return MAX_EVENTS.default;
  return Math.min(MAX_EVENTS.max, Math.max(MAX_EVENTS.min, Math.round(value)));
}

let reporter: Promise<Client | null> | undefined;

/**
 * The error reporter (BugSnag), started once with the project key; null without a key, and then its SDK
 * is never fetched (it is a chunk of its own). Automatic detection is off: the shell reports the errors
 * it shows (SPEC.md section 7).
 */
export function errorReporter(config: AppConfig): Promise<Client | null> {
  reporter ??= startReporter(config);
  return reporter;
}

async function startReporter({ thirdParty = {}, version, environment }: AppConfig): Promise<Client | null> {
  const { bugsnagApiKey, bugsnagNotifyEndpoint, bugsnagSessionsEndpoint, bugsnagMaxEvents } = thirdParty;
  if (!bugsnagApiKey) return null;
  const { default: Bugsnag } = await import(/* webpackChunkName: "bugsnag" */ '@bugsnag/js');
  return Bugsnag.start({
    apiKey: bugsnagApiKey,
    appVersion: version,
    releaseStage: environment,
    autoDetectErrors: false,
    // No device id in localStorage: the reporter writes nothing to the visitor's browser (Ley 21.719).
    generateAnonymousId: false,
    maxEvents: clampMaxEvents(bugsnagMaxEvents),
    ...(bugsnagNotifyEndpoint && bugsnagSessionsEndpoint
      ? { endpoints: { notify: bugsnagNotifyEndpoint, sessions: bugsnagSessionsEndpoint } }
      : {}),
  });
}

/** Sends an error the shell caught (the error page) to the reporter, when one is configured. */
export async function reportError(config: AppConfig, error: unknown): Promise<void> {
  const client = await errorReporter(config).catch((cause: unknown) => {
    console.warn('The error reporter did not start.', cause);
    return null;
  });
  client?.notify(error instanceof Error ? error : new Error(String(error)));
}
