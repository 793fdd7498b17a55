/** @jest-environment node */
// The shared singletons carry no version range (shared/build/federation.cjs): the federation runtime would only
// have warned in the visitor's console. The guard is here instead: every app pins the very version its shared
// copy is built from, so a squad that moves React (or the router, jotai, styled-components) alone fails CI
// rather than running on whichever copy loaded first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const { sharedDeps } = createRequire(__filename)('../build/federation.cjs');
const shared: Record<string, { version?: string; requiredVersion?: unknown }> = sharedDeps();

const appFolders = ['host', 'mfe-search', 'mfe-account', 'mfe-feria', 'mfe-content', 'shared'];
const packages = ['react', 'react-dom', 'react-router-dom', 'jotai', 'styled-components'];

function dependenciesOf(folder: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  return { ...pkg.peerDependencies, ...pkg.dependencies };
}

describe('shared singletons', () => {
  it.each(packages)('%s: every app pins the version the shared copy declares', (name) => {
    const declared = shared[name]?.version;
    expect(declared).toMatch(/^\d+\.\d+\.\d+$/);
    const pins = Object.fromEntries(appFolders.map((folder) => [folder, dependenciesOf(folder)[name]]));
    expect(pins).toEqual(Object.fromEntries(appFolders.map((folder) => [folder, declared])));
  });

  it('declares no version range for the runtime to check at start-up', () => {
    const ranges = Object.entries(shared).filter(([, config]) => config.requiredVersion !== false);
    expect(ranges).toEqual([]);
  });
});
