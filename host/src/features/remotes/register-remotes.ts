import { remoteEntryUrl } from '@portal/shared/config';
import { registerRemotes } from '../../lib/federation';
import type { RemotesManifest } from '../../lib/remotes-manifest';

/** Registers every remote by its remoteEntry.js; nothing is fetched until one of its routes is visited. */
export function registerPortalRemotes(manifest: RemotesManifest): void {
  registerRemotes(Object.entries(manifest).map(([name, manifestUrl]) => ({ name, entry: remoteEntryUrl(manifestUrl) })));
}
