// Remotes' server builds, loaded at run time from each remote's own deployment (`<remote>/server/*.js`, next to
// its mf-manifest.json), so a remote's new version reaches server rendering without touching the host.
// Each build is keyed by its build id (server/latest-build.json): a new id is loaded fresh and replaces the
// old build whole, so the edge never renders a page with code older than what the browser will load
// (the stale-remote trap of server-side federation, TOOLCHAIN.md). Until a build is ready the page renders
// in the browser.
import { runInThisContext } from 'node:vm';
import { requireShared } from './shared-modules';
import { withTimeout } from './with-timeout';

export interface RemoteModulesOptions {
  /** Remote name → mf-manifest.json URL (/remotes.json); the server build is beside it. */
  remotes: Readonly<Record<string, string>>;
  /** How long a page waits for a remote's build id or code: then it renders in the browser. */
  timeoutMs?: number;
  /** How long a build id is trusted before asking the remote again. */
  revalidateMs?: number;
  now?: () => number;
}

/** One build of one remote: its exposed modules, loaded on first need, and its browser manifest. */
interface RemoteBuild {
  buildId: string;
  modules: Map<string, Promise<unknown>>;
  ready: Map<string, unknown>;
  manifest: Promise<unknown> | null;
  manifestReady: unknown;
}

interface RemoteState {
  build: RemoteBuild | null;
  checkedAt: number;
  check: Promise<string> | null;
}

export interface RemoteModules {
  /**
   * Makes sure the given modules (`[remote, expose]`) of each remote's current build are loaded; false when any
   * could not be within the timeout (remote down, broken build, new build still loading).
   */
  prepare(needs: readonly (readonly [string, string])[]): Promise<boolean>;
  /** A module prepare() loaded, from the remote's current build; undefined otherwise. */
  loaded(remote: string, expose: string): unknown;
  /** The mf-manifest.json of the remote's current browser build (for preload links); undefined until read. */
  manifest(remote: string): unknown;
}

const BuildIdSchema = (json: unknown): string => {
  const buildId = (json as { buildId?: unknown } | null)?.buildId;
  if (typeof buildId !== 'string' || !buildId) throw new Error('latest-build.json has no buildId');
  return buildId;
};

/** Evaluates a CommonJS bundle with the edge's shared modules as its only dependencies. */
function evaluate(code: string, filename: string): unknown {
  const module: { exports: unknown } = { exports: {} };
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    ...args: unknown[]
  ) => void;
  wrapper(module.exports, requireShared, module, filename, '/');
  return module.exports;
}

export function createRemoteModules({ remotes, timeoutMs = 1_500, revalidateMs = 1_000, now = Date.now }: RemoteModulesOptions): RemoteModules {
  const states = new Map<string, RemoteState>();
  const serverUrl = (remote: string, file: string) => new URL(`server/${file}`, remotes[remote]).href;

  async function fetchText(url: string): Promise<string> {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { 'cache-control': 'no-cache' } });
    if (!response.ok) throw new Error(`GET ${url}: HTTP ${String(response.status)}`);
    return response.text();
  }

  function stateOf(remote: string): RemoteState {
    let state = states.get(remote);
    if (!state) {
      state = { build: null, checkedAt: -Infinity, check: null };
      states.set(remote, state);
    }
    return state;
  }

  /** The remote's current build id, asked again once `revalidateMs` have passed (one request at a time). */
  function currentBuildId(remote: string): Promise<string> {
    const state = stateOf(remote);
    if (state.build && now() - state.checkedAt < revalidateMs) return Promise.resolve(state.build.buildId);
    // Only an answer counts as a check: while the remote does not answer, every page asks again (and renders
    // in the browser), never trusting the build it loaded before.
    state.check ??= fetchText(serverUrl(remote, 'latest-build.json'))
      .then((text) => {
        const buildId = BuildIdSchema(JSON.parse(text));
        state.checkedAt = now();
        return buildId;
      })
      .finally(() => {
        state.check = null;
      });
    return state.check;
  }

  function moduleOf(remote: string, build: RemoteBuild, expose: string): Promise<unknown> {
    let module = build.modules.get(expose);
    if (!module) {
      const url = serverUrl(remote, `${expose}.js`);
      module = fetchText(url).then((code) => {
        const exports = evaluate(code, url);
        build.ready.set(expose, exports);
        return exports;
      });
      // A failed load is asked again by the next page.
      module.catch(() => build.modules.delete(expose));
      build.modules.set(expose, module);
    }
    return module;
  }

  async function prepareOne(remote: string, expose: string): Promise<void> {
    if (!remotes[remote]) throw new Error(`unknown remote ${remote}`);
    const buildId = await currentBuildId(remote);
    const state = stateOf(remote);
    // A new build replaces the old one whole: its modules are loaded fresh, the old ones dropped.
    if (state.build?.buildId !== buildId) {
      state.build = { buildId, modules: new Map(), ready: new Map(), manifest: null, manifestReady: undefined };
    }
    const build = state.build;
    // Only for preload links: never waited for, a failure leaves the page without them.
    build.manifest ??= fetchText(remotes[remote] ?? '')
      .then((text) => (build.manifestReady = JSON.parse(text) as unknown))
      .catch(() => (build.manifest = null));
    await moduleOf(remote, build, expose);
  }

  return {
    async prepare(needs) {
      try {
        await withTimeout(Promise.all(needs.map(([remote, expose]) => prepareOne(remote, expose))), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    loaded(remote, expose) {
      return states.get(remote)?.build?.ready.get(expose);
    },
    manifest(remote) {
      return states.get(remote)?.build?.manifestReady;
    },
  };
}
