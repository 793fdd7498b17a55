// The apps of the workspace, their default ports and the environment variables that override them.
// Every script (start, build, test, bench, e2e) reads this one table.
import { join } from 'node:path';
import { root } from './paths.mjs';

/** The federated remotes, in the order the host lists them in /remotes.json. */
export const remotes = [
  { name: 'mfe-search', port: 8081, portEnv: 'MFE_SEARCH_PORT', urlEnv: 'MFE_SEARCH_URL' },
  { name: 'mfe-account', port: 8082, portEnv: 'MFE_ACCOUNT_PORT', urlEnv: 'MFE_ACCOUNT_URL' },
  { name: 'mfe-feria', port: 8083, portEnv: 'MFE_FERIA_PORT', urlEnv: 'MFE_FERIA_URL' },
  { name: 'mfe-content', port: 8084, portEnv: 'MFE_CONTENT_PORT', urlEnv: 'MFE_CONTENT_URL' },
];

export const host = { name: 'host', port: 8080, portEnv: 'HOST_PORT' };
export const api = { name: 'api', port: 8090, portEnv: 'API_PORT' };
/** The local mail catcher (npm maildev): its web view and REST API, and the SMTP port the api sends to. */
export const maildev = { name: 'maildev', port: 1080, portEnv: 'MAILDEV_WEB_PORT' };
export const maildevSmtp = { name: 'maildev-smtp', port: 1025, portEnv: 'MAILDEV_SMTP_PORT' };

/** Apps built by webpack for production (`pnpm --filter <app> build` → `<app>/dist`). */
export const builtApps = [host.name, ...remotes.map((r) => r.name)];

/** Workspaces checked by `tsc -p <ws>/tsconfig.json`. */
export const workspaces = ['shared', 'host', 'mfe-search', 'mfe-account', 'mfe-feria', 'mfe-content', 'api', 'e2e', 'catalogo'];

/** Host names of the demo portals (ARCHITECTURE.md, "Demo domains"). */
export const demoHosts = [
  ['localhost', 'CORPORATIVO, the default'],
  ['saae.localhost', 'SAAE with channels'],
  ['alianza.localhost', 'ALIANZA with channels'],
  ['feria.localhost', 'FERIA, window open'],
  ['feria-cerrada.localhost', 'FERIA, window closed, pre-registration on'],
  ['cerrado.localhost', 'estado DESACTIVADO'],
];

export const demoCandidate = { correo: 'demo@portal.cl', run: '11.111.111-1', clave: 'Demo1234!' };

export const distDir = (app) => join(root, app, 'dist');

/** Default ports, each overridden by its environment variable when set. */
export function portsFromEnv(env = process.env) {
  const ports = {};
  for (const app of [host, ...remotes, api, maildev, maildevSmtp]) {
    const raw = env[app.portEnv];
    const port = raw === undefined || raw === '' ? app.port : Number(raw);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`${app.portEnv}=${raw} is not a valid port number.`);
    }
    ports[app.name] = port;
  }
  return ports;
}
