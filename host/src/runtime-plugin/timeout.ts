/**
 * Runtime plugin: deadlines for a remote's files.
 *
 * A hung remote (the server accepts the connection and never answers) would otherwise keep its routes on
 * "Cargando..." for 20-40 s. With these deadlines the fallback page shows in about 4 s (hung manifest) or
 * 6 s (hung remoteEntry.js, retried once by retry.ts). Use it in every host; it must be registered
 * before retry.ts, because the manifest deadline travels in the request options that retry.ts sends.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Wait for a remoteEntry.js script before it counts as failed. */
export const SCRIPT_TIMEOUT_MS = 2500;
/** Wait for an mf-manifest.json, its retry included. */
export const MANIFEST_TIMEOUT_MS = 3000;

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-timeout',
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
    fetch(_url, init) {
      // The runtime hands every hook the same fresh options object: adding the signal here (and returning
      // nothing) lets the retry plugin, next in line, send the request under this deadline.
      init.signal ??= AbortSignal.timeout(MANIFEST_TIMEOUT_MS);
      return undefined;
    },
  };
}
