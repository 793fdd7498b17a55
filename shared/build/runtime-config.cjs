// Run-time configuration of the browser apps from environment variables, with local defaults.
// One place for the variable names: the host edge server and every dev server answer
// /remotes.json and /app-config.json from here, so one build runs against any deployment.
const { thirdPartyFromEnv, thirdPartyOriginsFromEnv } = require('./third-party-config.cjs');

/** Federation name of each remote → the env variables of its manifest URL and dev port. */
const REMOTES = {
  mfe_search: { urlVar: 'MFE_SEARCH_URL', portVar: 'MFE_SEARCH_PORT', port: 8081 },
  mfe_account: { urlVar: 'MFE_ACCOUNT_URL', portVar: 'MFE_ACCOUNT_PORT', port: 8082 },
  mfe_feria: { urlVar: 'MFE_FERIA_URL', portVar: 'MFE_FERIA_PORT', port: 8083 },
  mfe_content: { urlVar: 'MFE_CONTENT_URL', portVar: 'MFE_CONTENT_PORT', port: 8084 },
};

const HOST_PORT = 8080;
const API_URL = 'http://127.0.0.1:8090';

/** `{ mfe_search: 'http://localhost:8081/mf-manifest.json', … }`; each URL can be moved by its env variable. */
function remotesFromEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, { urlVar, portVar, port }]) => [
      name,
      env[urlVar] || `http://localhost:${env[portVar] || port}/mf-manifest.json`,
    ]),
  );
}

function environmentFrom(nodeEnv) {
  return ['production', 'development', 'test'].includes(nodeEnv) ? nodeEnv : 'production';
}

/** The AppConfig of @portal/shared/config (same field names), built from env variables. */
function appConfigFromEnv(env = process.env, { version = '0.0.0', environment } = {}) {
  return {
    apiBaseUrl: env.API_PUBLIC_URL || '/api/',
    searchServiceUrl: env.SEARCH_SERVICE_URL || '/api/search-service/',
    // A CMS page of the portal itself (mfe-content serves /page/{page}); opened in a new tab.
    helpCenterUrl: env.HELP_CENTER_URL || '/page/centro-de-ayuda',
    mainSiteUrl: env.MAIN_SITE_URL || `http://localhost:${env.HOST_PORT || HOST_PORT}/`,
    productName: env.PRODUCT_NAME || 'Portal de Empleo',
    environment: environment || environmentFrom(env.NODE_ENV),
    version,
    thirdParty: thirdPartyFromEnv(env),
  };
}

/** Where `/api` and `/health` are proxied to in local runs. */
function apiUrlFromEnv(env = process.env) {
  return env.API_URL || API_URL;
}

module.exports = { REMOTES, HOST_PORT, remotesFromEnv, appConfigFromEnv, apiUrlFromEnv, thirdPartyOriginsFromEnv };
