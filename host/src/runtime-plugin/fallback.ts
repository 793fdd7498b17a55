/**
 * Runtime plugin: a remote that cannot be loaded becomes the "no disponible" page.
 *
 * When a remote's manifest, entry or module fails for good (down, HTTP 500, broken JavaScript, timeout),
 * errorLoadRemote answers the `loadRemote('<remote>/pages')` call with a pages module whose every page is
 * the Spanish fallback with a "Reintentar" button, so only that remote's routes are affected.
 * React is never imported statically here: this file is bundled into the host's entry chunk, and a static
 * import would make react an initial shared dependency (blank page). The page comes in a lazy chunk.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ERROR_CODES } from '../lib/error-codes';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    async errorLoadRemote({ id, error, from, lifecycle }) {
      // Earlier stages (manifest, entry) rethrow and reach this hook again as 'onLoad', where one answer fits.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[${ERROR_CODES.REMOTE_UNAVAILABLE}] ${id} could not be loaded; showing the fallback page.`, error);
      const { unavailablePagesModule } = await import('../features/remotes/unavailable-pages');
      const module = unavailablePagesModule();
      // Build-time imports (import('mfe_x/pages')) expect a module factory, run-time loadRemote the module.
      return from === 'build' ? () => module : module;
    },
  };
}
