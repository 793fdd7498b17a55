/**
 * Runtime plugin: a remote that cannot be loaded becomes the "no disponible" page.
 *
 * When a remote's entry or module fails for good (down, HTTP 500, broken JavaScript, timeout),
 * errorLoadRemote answers the `loadRemote('<remote>/pages')` call with a pages module whose every page is
 * the Spanish fallback with a "Reintentar" button, so only that remote's routes are affected. When the
 * remote answered but one of its chunks did not (a deploy removed the old hashed files), the page reloads
 * first, at most once per 10 s per path (lib/chunk-reload.ts), and shows the fallback if it fails again.
 * Other exposed modules (the header's search box) get no answer here: their callers have their own fallback.
 * React is never imported statically here: this file is bundled into the host's entry chunk, and a static
 * import would make react an initial shared dependency (blank page). The page comes in a lazy chunk.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { claimChunkReload, isChunkLoadError } from '../lib/chunk-reload';
import { CODIGOS_REGISTRO } from '@portal/shared/errores';
import { reloadPage } from '../lib/reload';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    async errorLoadRemote({ id, error, from, lifecycle }) {
      // An earlier stage (the entry) rethrows and reaches this hook again as 'onLoad', where one answer fits.
      if (lifecycle !== 'onLoad' || !id.endsWith('/pages')) return undefined;
      if (isChunkLoadError(error) && claimChunkReload(window.location.pathname)) {
        console.error(`[${CODIGOS_REGISTRO.REMOTE_UNAVAILABLE}] a chunk of ${id} failed; reloading the page once.`, error);
        reloadPage();
        // The page is going away: keep "Cargando..." on screen until it does.
        return new Promise<never>(() => undefined);
      }
      console.error(`[${CODIGOS_REGISTRO.REMOTE_UNAVAILABLE}] ${id} could not be loaded; showing the fallback page.`, error);
      const { unavailablePagesModule } = await import('../features/remotes/unavailable-pages');
      const module = unavailablePagesModule();
      // Build-time imports (import('mfe_x/pages')) expect a module factory, run-time loadRemote the module.
      return from === 'build' ? () => module : module;
    },
  };
}
