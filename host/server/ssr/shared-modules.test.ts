import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { requireShared } from './shared-modules';

const { BUNDLED_PER_APP } = createRequire(__filename)('@portal/shared/build/federation') as { BUNDLED_PER_APP: ReadonlySet<string> };

const REPO = join(__dirname, '..', '..', '..');
/**
 * Never in a remote's server bundle: bundled into each app (shared/build/federation.cjs, BUNDLED_PER_APP), a
 * remote's standalone start, tests' helpers.
 */
const NOT_FROM_THE_EDGE = new Set([
  ...[...BUNDLED_PER_APP].map((subpath) => `@portal/shared${subpath.slice(1)}`),
  '@portal/shared/standalone',
  '@portal/shared/testing',
]);

/** Every @portal/shared subpath a remote's sources import at run time (type-only imports are erased). */
function subpathsTheRemotesImport(): string[] {
  const found = new Set<string>();
  for (const remote of ['mfe-search', 'mfe-account', 'mfe-feria', 'mfe-content']) {
    const src = join(REPO, remote, 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    for (const file of files) {
      for (const [, subpath] of readFileSync(join(src, file), 'utf8').matchAll(/^import (?!type )[^;]*?from '(@portal\/shared\/[\w/-]+)';/gms)) {
        if (subpath && !NOT_FROM_THE_EDGE.has(subpath)) found.add(subpath);
      }
    }
  }
  return [...found].sort();
}

describe("the edge's shared modules for a remote's server bundle", () => {
  it('provides every @portal/shared subpath the remotes import, or their pages would render in the browser only', () => {
    const subpaths = subpathsTheRemotesImport();
    expect(subpaths).toEqual(expect.arrayContaining(['@portal/shared/formularios', '@portal/shared/ui']));
    const missing = subpaths.filter((subpath) => {
      try {
        requireShared(subpath);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
