/**
 * A page chunk that fails to load (usually: a new deploy removed the old hashed files) reloads the page,
 * at most once per 10 s per path (SPEC.md sections 8 and 9), so a really missing chunk cannot loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_PREFIX = 'portal:chunk-reload:';

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading chunk [\w-]+ failed/.test(error.message));
}

/** True (and remembered) when the path has not been reloaded for a failed chunk in the last 10 s. */
export function claimChunkReload(path: string, now = Date.now(), storage: Storage = window.sessionStorage): boolean {
  const key = `${STORAGE_PREFIX}${path}`;
  const last = storage.getItem(key);
  if (last !== null && now - Number(last) < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

const decisions = new WeakMap<object, boolean>();

/** One decision per error object, so a re-render (StrictMode renders twice) never claims twice. */
export function shouldReloadFor(error: unknown, path: string): boolean {
  if (!isChunkLoadError(error)) return false;
  const chunkError = error as Error;
  if (!decisions.has(chunkError)) decisions.set(chunkError, claimChunkReload(path));
  return decisions.get(chunkError) ?? false;
}
