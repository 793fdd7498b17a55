import { registerRemotes } from '../../lib/federation';
import type { RemotesManifest } from '../../lib/remotes-manifest';

/** Registers every remote by its manifest URL; nothing is fetched until one of its routes is visited. */
export function registerPortalRemotes(manifest: RemotesManifest): void {
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}
