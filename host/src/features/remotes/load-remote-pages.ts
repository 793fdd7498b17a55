import type { RemoteName, RemotePages } from '@portal/shared/routes';
import { CODIGOS_REGISTRO } from '@portal/shared/contract';
import { loadRemote } from '../../lib/federation';
import { unavailablePages } from './unavailable-pages';

interface PagesModule {
  pages?: RemotePages;
}

/**
 * The `./pages` of a remote. The fallback runtime plugin already answers a failed load with the
 * "no disponible" pages; this catch covers what escapes it (an unregistered remote, a module without pages).
 */
export async function loadRemotePages(owner: RemoteName): Promise<RemotePages> {
  try {
    const module = await loadRemote<PagesModule>(`${owner}/pages`);
    if (module?.pages) return module.pages;
    throw new Error(`${owner}/pages has no "pages" export`);
  } catch (error) {
    console.error(`[${CODIGOS_REGISTRO.REMOTE_UNAVAILABLE}] ${owner}/pages could not be loaded`, error);
    return unavailablePages();
  }
}
