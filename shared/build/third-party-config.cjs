// The third-party part of the app configuration (AppConfig.thirdParty) from environment variables, and
// the origins those scripts load from or send to, for the edge's Content-Security-Policy. Nothing has a
// default: keys and URLs belong to a deployment, never to the repository.

/** AppConfig.thirdParty field → its environment variable (names listed in README.md). */
const THIRD_PARTY_VARS = {
  tagManagerDefaultId: 'TAG_MANAGER_DEFAULT_ID',
  tagManagerUrl: 'TAG_MANAGER_URL',
  accessibilityWidgetUrl: 'ACCESSIBILITY_WIDGET_URL',
  bugsnagApiKey: 'BUGSNAG_API_KEY',
  bugsnagNotifyEndpoint: 'BUGSNAG_NOTIFY_ENDPOINT',
  bugsnagSessionsEndpoint: 'BUGSNAG_SESSIONS_ENDPOINT',
  bugsnagMaxEvents: 'BUGSNAG_MAX_EVENTS',
  performanceApiKey: 'BUGSNAG_PERFORMANCE_API_KEY',
  performanceEndpoint: 'BUGSNAG_PERFORMANCE_ENDPOINT',
};

/** Where the SDKs send when no endpoint is configured (their own defaults). */
const VENDOR_ENDPOINTS = {
  notify: 'https://notify.bugsnag.com',
  sessions: 'https://sessions.bugsnag.com',
  traces: 'https://otlp.bugsnag.com/v1/traces',
};

/** Only the variables that are set; a misconfiguration stops the server with a message that names it. */
function thirdPartyFromEnv(env = process.env) {
  const config = {};
  for (const [field, name] of Object.entries(THIRD_PARTY_VARS)) {
    const value = env[name]?.trim();
    if (value) config[field] = value;
  }
  if (Boolean(config.bugsnagNotifyEndpoint) !== Boolean(config.bugsnagSessionsEndpoint)) {
    throw new Error('BUGSNAG_NOTIFY_ENDPOINT y BUGSNAG_SESSIONS_ENDPOINT van juntas: define ambas o ninguna.');
  }
  if (config.bugsnagMaxEvents !== undefined) {
    const maxEvents = Number(config.bugsnagMaxEvents);
    if (!Number.isInteger(maxEvents)) throw new Error(`BUGSNAG_MAX_EVENTS debe ser un entero, no "${config.bugsnagMaxEvents}".`);
    config.bugsnagMaxEvents = maxEvents;
  }
  return config;
}

const originOf = (url) => new URL(url).origin;
const unique = (values) => [...new Set(values)];

/**
 * `script`: origins third-party scripts are loaded from (for script-src, THIRD_PARTY_SCRIPT_ORIGINS);
 * `connect`: origins the error reporter and the tracing send to (for connect-src). Bundled SDKs
 * (BugSnag) are served by the host itself and need no script origin.
 */
function thirdPartyOriginsFromEnv(env = process.env) {
  const config = thirdPartyFromEnv(env);
  // The tag manager's origin whenever its URL is set: any portal may bring its own id.
  const script = [config.tagManagerUrl, config.accessibilityWidgetUrl].filter(Boolean);
  const connect = [];
  if (config.bugsnagApiKey) {
    connect.push(config.bugsnagNotifyEndpoint ?? VENDOR_ENDPOINTS.notify, config.bugsnagSessionsEndpoint ?? VENDOR_ENDPOINTS.sessions);
  }
  if (config.performanceApiKey) connect.push(config.performanceEndpoint ?? VENDOR_ENDPOINTS.traces);
  return { script: unique(script.map(originOf)), connect: unique(connect.map(originOf)) };
}

module.exports = { THIRD_PARTY_VARS, thirdPartyFromEnv, thirdPartyOriginsFromEnv };
