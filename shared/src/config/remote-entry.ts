/** Every remote's build names its entry so, beside its mf-manifest.json (shared/build/webpack-config.cjs). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The remoteEntry.js beside a remote's manifest (/remotes.json lists manifests); a same-origin manifest path
 * resolves against the page. Browsers register remotes by it: by the manifest, the runtime would fetch and read
 * the manifest before the entry, with its snapshot code to do it (about 1.5 KB gzip on every page, left out of
 * the builds by `disableSnapshot`). The edge reads the manifests.
 */
export function remoteEntryUrl(manifestUrl: string, base = window.location.href): string {
  return new URL(REMOTE_ENTRY_FILE, new URL(manifestUrl, base)).href;
}
