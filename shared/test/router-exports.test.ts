/** @jest-environment node */
// The shared react-router-dom and styled-components are tree-shaken to a list of exports each
// (shared/build/federation.cjs) and the host's copy serves every remote: a name an app imports but the list
// lacks would be undefined in production only.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import * as reactRouterDom from 'react-router-dom';
import * as styledComponents from 'styled-components';

const root = join(__dirname, '..', '..');
const { sharedDeps } = createRequire(__filename)('../build/federation.cjs');
const treeShaken: string[] = sharedDeps()['react-router-dom'].treeShaking.usedExports;
const styledTreeShaken: string[] = sharedDeps()['styled-components'].treeShaking.usedExports;

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

/**
 * `file: name` for every value imported or re-exported from `pkg` (`default` for a default import); `file: *`
 * for anything unlistable. An import() counts as what its webpackExports comment names.
 */
function importsOf(pkg: string): string[] {
  const found: string[] = [];
  for (const file of appFolders.flatMap((folder) => sources(join(root, folder, 'src')))) {
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    for (const [, clause] of text.matchAll(new RegExp(`(?:import|export)\\s+([^;'"]*?)\\s*from\\s*['"]${pkg}['"]`, 'g'))) {
      if (clause!.startsWith('type ')) continue;
      const parts = /^(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?$/.exec(clause!);
      if (!parts) {
        found.push(`${where}: * (${clause})`);
        continue;
      }
      if (parts[1]) found.push(`${where}: default`);
      for (const spec of (parts[2] ?? '').split(',').map((s) => s.trim())) {
        if (spec && !spec.startsWith('type ')) found.push(`${where}: ${spec.split(/\s+as\s+/)[0]}`);
      }
    }
    for (const [, comment] of text.matchAll(new RegExp(`import\\(\\s*(/\\*[^*]*\\*/)?\\s*['"]${pkg}['"]\\s*\\)`, 'g'))) {
      const named = comment && /webpackExports: \[([^\]]*)\]/.exec(comment);
      if (!named) found.push(`${where}: * (import())`);
      else for (const [, name] of named[1]!.matchAll(/"([^"]+)"/g)) found.push(`${where}: ${name}`);
    }
  }
  return found;
}

const missingFrom = (list: string[], imports: string[]) => imports.filter((entry) => !list.includes(entry.slice(entry.lastIndexOf(': ') + 2)));

describe('tree-shaken react-router-dom', () => {
  it('keeps every export the apps import, each by name', () => {
    const imports = importsOf('react-router-dom');
    expect(imports.length).toBeGreaterThan(0);
    expect(missingFrom(treeShaken, imports)).toEqual([]);
  });

  it('leaves the data router out of the shared copy: the apps route in declarative mode, about 15 KB gz less on every page', () => {
    expect(treeShaken.filter((name) => ['createBrowserRouter', 'RouterProvider', 'useRouteError'].includes(name))).toEqual([]);
  });

  it('lists only names react-router-dom exports', () => {
    expect(treeShaken.filter((name) => !(name in reactRouterDom))).toEqual([]);
  });
});

describe('tree-shaken styled-components', () => {
  it('keeps every export the apps import, each by name, the default styled included', () => {
    const imports = importsOf('styled-components');
    expect(imports).toContain('shared/src/ui/GlobalStyle.tsx: createGlobalStyle');
    expect(imports).toContain('host/src/index.ts: default');
    expect(missingFrom(styledTreeShaken, imports)).toEqual([]);
  });

  it('lists only names styled-components exports', () => {
    expect(styledTreeShaken.filter((name) => !(name in styledComponents))).toEqual([]);
  });
});
