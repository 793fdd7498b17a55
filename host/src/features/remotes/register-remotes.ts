import { registerRemotes } from '../../lib/federation';
import type { RemotesManifest } from '../../lib/remotes-manifest';

/** Every remote's build names its entry so, beside its mf-manifest.json (shared/build/webpack-config.cjs). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The remoteEntry.js beside a remote's manifest; a same-origin manifest path resolves against the page. */
export function remoteEntryUrl(manifestUrl: string, base = window.location.href): string {
  return new URL(REMOTE_ENTRY_FILE, new URL(manifestUrl, base)).href;
}

/**
 * Registers every remote by its remoteEntry.js; nothing is fetched until one of its routes is visited. Not by
 * its manifest: the browser would fetch and read the manifest before the entry, with the runtime's snapshot
 * code to do it (about 1.5 KB gzip on every page, left out by `disableSnapshot`). The edge reads the manifests.
 */
export function registerPortalRemotes(manifest: RemotesManifest): void {
  registerRemotes(Object.entries(manifest).map(([name, manifestUrl]) => ({ name, entry: remoteEntryUrl(manifestUrl) })));
}
