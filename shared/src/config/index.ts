import * as v from 'valibot';

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
