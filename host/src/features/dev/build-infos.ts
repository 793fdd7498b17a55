import { fetchRemotesManifest } from '../../lib/remotes-manifest';

/** dist/build-info.json of an app (shared/build/build-info-plugin.cjs). */
export interface BuildInfo {
  app: string;
  version: string;
  buildId: string;
  builtAt: string;
}

export interface AppBuild {
  /** host, or the remote's federation name. */
  name: string;
  url: string;
  info: BuildInfo | null;
}

async function fetchBuildInfo(url: string, fetchImpl: typeof fetch): Promise<BuildInfo | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return response.ok ? ((await response.json()) as BuildInfo) : null;
  } catch {
    return null;
  }
}

/** The build of the host and of each remote of /remotes.json, as deployed right now (null: not answering). */
export async function fetchAppBuilds(fetchImpl: typeof fetch = fetch): Promise<AppBuild[]> {
  const remotes = await fetchRemotesManifest(fetchImpl);
  const sources = [
    { name: 'host', url: new URL('/build-info.json', window.location.href).href },
    ...Object.entries(remotes).map(([name, manifest]) => ({ name, url: new URL('build-info.json', new URL(manifest, window.location.href)).href })),
  ];
  return Promise.all(sources.map(async (source) => ({ ...source, info: await fetchBuildInfo(source.url, fetchImpl) })));
}
