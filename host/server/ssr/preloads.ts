// What a server-rendered page tells the browser to fetch at once (<link rel="preload">): the remote's
// remoteEntry.js and the first chunk of each exposed module the page uses, which the federation runtime would
// otherwise ask for one after the other once the shell has started. Read from the remote's manifest, which the
// browser itself never fetches (host/src/features/remotes/register-remotes.ts).
import * as v from 'valibot';
import { escapeHtml } from '../page-head';

const ManifestSchema = v.object({
  metaData: v.object({ remoteEntry: v.object({ name: v.string(), path: v.string() }) }),
  exposes: v.array(v.object({ name: v.string(), assets: v.object({ js: v.object({ sync: v.array(v.string()) }) }) })),
});

/** Preload links for `exposes` of one remote, given its manifest URL and (parsed) manifest; none if unreadable. */
export function preloadLinks(manifestUrl: string, manifest: unknown, exposes: readonly string[]): string[] {
  const parsed = v.safeParse(ManifestSchema, manifest);
  if (!parsed.success) return [];
  const { metaData, exposes: exposed } = parsed.output;
  // publicPath 'auto': the remote's files sit beside its manifest.
  const fileUrl = (file: string) => new URL(file, manifestUrl).href;
  const remoteEntry = fileUrl(`${metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : ''}${metaData.remoteEntry.name}`);
  const chunks = exposed.filter((expose) => exposes.includes(expose.name)).flatMap((expose) => expose.assets.js.sync.map(fileUrl));
  // Low priority: the page is already painted from its HTML and this code only hydrates it, so it must not
  // compete with the HTML's own text, styles and logo for the first paint (a preloaded script is otherwise High).
  // The runtime adds remoteEntry.js and the chunks as plain scripts.
  return [remoteEntry, ...new Set(chunks)].map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="script" fetchpriority="low">`);
}
