/** @jest-environment node */
// The shared react-router-dom is tree-shaken to a list of exports (shared/build/federation.cjs) and the host's
// copy serves every remote: a name an app imports but the list lacks would be undefined in production only.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import * as reactRouterDom from 'react-router-dom';

const root = join(__dirname, '..', '..');
const { sharedDeps } = createRequire(__filename)('../build/federation.cjs');
const treeShaken: string[] = sharedDeps()['react-router-dom'].treeShaking.usedExports;

// Test files and shared's testing helpers run under jest, where nothing is federated.
const isBrowserSource = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.includes('/src/testing/');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return isBrowserSource(path) ? [path] : [];
  });
}

const appFolders = ['host', 'mfe-search', 'mfe-account', 'mfe-feria', 'mfe-content', 'shared'];

/** `file: name` for every value imported or re-exported from react-router-dom; `file: *` for anything unlistable. */
function routerImports(): string[] {
  const found: string[] = [];
  for (const file of appFolders.flatMap((folder) => sources(join(root, folder, 'src')))) {
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    for (const [, clause] of text.matchAll(/(?:import|export)\s+([^;'"]*?)\s*from\s*['"]react-router-dom['"]/g)) {
      if (clause!.startsWith('type ')) continue;
      const names = /^\{([^}]*)\}$/.exec(clause!);
      if (!names) {
        found.push(`${where}: * (${clause})`);
        continue;
      }
      for (const spec of names[1]!.split(',').map((s) => s.trim())) {
        if (spec && !spec.startsWith('type ')) found.push(`${where}: ${spec.split(/\s+as\s+/)[0]}`);
      }
    }
    if (/import\(\s*['"]react-router-dom['"]\s*\)/.test(text)) found.push(`${where}: * (import())`);
  }
  return found;
}

describe('tree-shaken react-router-dom', () => {
  it('keeps every export the apps import, each by name', () => {
    const imports = routerImports();
    expect(imports.length).toBeGreaterThan(0);
    const missing = imports.filter((entry) => !treeShaken.includes(entry.slice(entry.lastIndexOf(': ') + 2)));
    expect(missing).toEqual([]);
  });

  it('leaves the data router out of the shared copy: the apps route in declarative mode, about 15 KB gz less on every page', () => {
    expect(treeShaken.filter((name) => ['createBrowserRouter', 'RouterProvider', 'useRouteError'].includes(name))).toEqual([]);
  });

  it('lists only names react-router-dom exports', () => {
    expect(treeShaken.filter((name) => !(name in reactRouterDom))).toEqual([]);
  });
});
