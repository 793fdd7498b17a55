import * as v from 'valibot';

/**
 * Third-party scripts (SPEC.md section 7). Each one loads only when its key or URL is set: nothing here
 * is a default, so a deployment without them loads none.
 */
export const ThirdPartyConfigSchema = v.object({
  /** Tag-manager id used when the portal's own `idAnalytics` is missing or not `GTM-` + letters/digits. */
  tagManagerDefaultId: v.optional(v.string()),
  /** Base URL of the tag manager, e.g. `https://www.googletagmanager.com` (gtm.js is loaded from it). */
  tagManagerUrl: v.optional(v.string()),
  /** Script URL of the accessibility widget. */
  accessibilityWidgetUrl: v.optional(v.string()),
  /** Project key of the error reporter (BugSnag). */
  bugsnagApiKey: v.optional(v.string()),
  /** Own collector instead of BugSnag's: both endpoints go together. */
  bugsnagNotifyEndpoint: v.optional(v.string()),
  bugsnagSessionsEndpoint: v.optional(v.string()),
  /** Events per session (BugSnag default 10, kept within 1 to 100). */
  bugsnagMaxEvents: v.optional(v.number()),
  /** Project key of the performance tracing (BugSnag Performance). */
  performanceApiKey: v.optional(v.string()),
  /** Traces endpoint (OTLP), e.g. a local collector. */
  performanceEndpoint: v.optional(v.string()),
});

export type ThirdPartyConfig = v.InferOutput<typeof ThirdPartyConfigSchema>;

/**
 * Run-time configuration of the browser apps, served by the host edge as `/app-config.json`
 * (from environment variables), so one build runs against any backend.
 */
export const AppConfigSchema = v.object({
  /** Base URL of the product's api, ending in `/`, e.g. `/api/`. */
  apiBaseUrl: v.string(),
  /** Base URL of the search service (channels), ending in `/`. */
  searchServiceUrl: v.string(),
  /** Help centre opened by the error page. */
  helpCenterUrl: v.string(),
  /** Main site linked from the "Portal no disponible" page. */
  mainSiteUrl: v.string(),
  /** Product name shown where the portal's own name is not known. */
  productName: v.string(),
  environment: v.picklist(['production', 'development', 'test']),
  version: v.string(),
  thirdParty: v.optional(ThirdPartyConfigSchema),
});

export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

export const APP_CONFIG_PATH = '/app-config.json';

/** Fetches and validates the app configuration; throws a readable error when it is malformed. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchImpl(APP_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`No se pudo leer ${APP_CONFIG_PATH} (HTTP ${response.status}).`);
  const result = v.safeParse(AppConfigSchema, await response.json());
  if (!result.success) {
    throw new Error(`${APP_CONFIG_PATH} no es válido: ${v.summarize(result.issues)}`);
  }
  return result.output;
}
export { remoteEntryUrl } from './remote-entry';
