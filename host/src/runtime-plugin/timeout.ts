/**
 * Runtime plugin: a deadline for a remote's entry script.
 *
 * A hung remote (the server accepts the connection and never answers) would otherwise keep its routes on
 * "Cargando..." for 20-40 s. With this deadline the fallback page shows in about 6 s (a hung remoteEntry.js,
 * retried once by retry.ts). Use it in every host, before retry.ts.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Wait for a remoteEntry.js script before it counts as failed. */
export const SCRIPT_TIMEOUT_MS = 2500;

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-timeout',
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}
