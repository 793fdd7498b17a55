// The edge's stand-in for host/src/lib/federation.ts (the edge bundle swaps one for the other:
// scripts/lib/servers.mjs). The shell's components load remote modules through it while the edge renders
// them; the modules come from each remote's server build, already loaded by remote-modules.ts.
import type { RemoteModules } from './remote-modules';

let source: RemoteModules | null = null;

/** Where server renders take remote modules from (set once at start-up). */
export function setRemoteModules(modules: RemoteModules): void {
  source = modules;
}

/** `mfe_search/pages` → that module of the remote's loaded server build; rejects when it is not loaded. */
export function loadRemote<T>(id: string): Promise<T | null> {
  const [remote = '', expose = ''] = id.split('/');
  const module = source?.loaded(remote, expose);
  return module ? Promise.resolve(module as T) : Promise.reject(new Error(`${id} is not loaded on the edge`));
}

/** Remotes are registered from /remotes.json in browsers only. */
export function registerRemotes(): void {}
