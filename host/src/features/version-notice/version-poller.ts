import type { RemotesManifest } from '../../lib/remotes-manifest';

/** How often the deployed builds are checked while the page is visible (plus on focus and on return). */
export const VERSION_POLL_MS = 5 * 60_000;

/** Each app's build writes latest-build.json next to its files (shared/build/build-info-plugin.cjs). */
const LATEST_BUILD_FILE = 'latest-build.json';
/** A hung server must not stall every later check (one check runs at a time). */
export const LATEST_BUILD_TIMEOUT_MS = 10_000;

export interface BuildSource {
  app: string;
  url: string;
}

/** The host's own latest-build.json and each remote's, next to its mf-manifest.json. */
export function latestBuildSources(remotes: RemotesManifest, base = window.location.href): BuildSource[] {
  return [
    { app: 'host', url: new URL(`/${LATEST_BUILD_FILE}`, base).href },
    ...Object.entries(remotes).map(([app, manifest]) => ({ app, url: new URL(LATEST_BUILD_FILE, new URL(manifest, base)).href })),
  ];
}

async function fetchBuildId(url: string, fetchImpl: typeof fetch): Promise<string | null> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), LATEST_BUILD_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, { cache: 'no-store', signal: deadline.signal });
    if (!response.ok) return null;
    const { buildId } = (await response.json()) as { buildId?: unknown };
    return typeof buildId === 'string' && buildId ? buildId : null;
  } catch {
    // A remote that is down or hung, or a dropped connection, says nothing about new versions.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export interface VersionPollerOptions {
  sources: readonly BuildSource[];
  /** Called once, the first time any app answers a build id other than the one this page started with. */
  onNewVersion: (app: string) => void;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
}

/**
 * Watches the deployed builds: the first answer of each app is the build this page runs; a later, different
 * one means a new version is live. Checks now, every `intervalMs` while the page is visible, when the window
 * gets focus and when the tab becomes visible again. Returns a function that stops it.
 */
export function startVersionPoller({ sources, onNewVersion, fetchImpl = fetch, intervalMs = VERSION_POLL_MS }: VersionPollerOptions): () => void {
  const loaded = new Map<string, string>();
  let checking = false;
  let stopped = false;

  async function check() {
    if (checking || stopped || document.visibilityState === 'hidden') return;
    checking = true;
    const answers = await Promise.all(sources.map(async (source) => [source, await fetchBuildId(source.url, fetchImpl)] as const));
    checking = false;
    for (const [source, buildId] of answers) {
      if (buildId === null || stopped) continue;
      const known = loaded.get(source.url);
      if (known === undefined) loaded.set(source.url, buildId);
      else if (known !== buildId) {
        stop();
        onNewVersion(source.app);
      }
    }
  }

  const onVisibility = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onFocus = () => void check();
  const timer = setInterval(() => void check(), intervalMs);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  void check();

  function stop() {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
