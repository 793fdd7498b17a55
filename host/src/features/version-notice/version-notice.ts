import { showToastAtom, type PortalStore } from '@portal/shared/state';
import { reloadPage } from '../../lib/reload';
import type { RemotesManifest } from '../../lib/remotes-manifest';
import { latestBuildSources, startVersionPoller } from './version-poller';

export const NEW_VERSION_TEXT = 'Hay una nueva versión del portal disponible.';

/** When the host or a remote is redeployed, offers the visitor a reload in an info toast ("Actualizar"). */
export function startVersionNotice(store: PortalStore, remotes: RemotesManifest): () => void {
  return startVersionPoller({
    sources: latestBuildSources(remotes),
    onNewVersion: () => store.set(showToastAtom, { kind: 'info', html: NEW_VERSION_TEXT, action: { label: 'Actualizar', onAction: reloadPage } }),
  });
}
