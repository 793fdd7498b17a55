/** @jest-environment node */
// index.ts names the start-up's shared modules twice, because webpack reads only literal names: once to
// fetch their chunks in batches (require.ensure), once to evaluate them a task each (import()). The two
// lists must agree: a module evaluated but not fetched is fetched then, one round trip later; a name that
// federation does not share is a second copy of the library. bootstrap.tsx then evaluates parts of the shell
// ahead of App, a task each: only parts App imports are worth it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The build's own CommonJS configuration, as webpack reads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedDeps } = require('@portal/shared/build/federation') as { sharedDeps: () => Record<string, unknown> };

const source = readFileSync(join(__dirname, 'index.ts'), 'utf8');
const names = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
const fetched = [...source.matchAll(/require\.ensure\(\[([^\]]*)\]/g)].flatMap((match) => names(match[1]!));
const evaluated = [...source.matchAll(/import\((?:\/\*[^*]*\*\/ )?'([^']+)'\)/g)].map((match) => match[1]!);
const shared = Object.keys(sharedDeps());
const isShared = (name: string) => shared.some((key) => (key.endsWith('/') ? name.startsWith(key) : name === key));

/** The file a relative import names: `.ts`, `.tsx` or a folder's index.ts. */
const resolveFile = (base: string) => ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));

/** The project files a file imports by value, followed through relative paths. */
function valueImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^'"]*['"](\.[^'"]+)['"]/gm)) {
    const resolved = resolveFile(join(file, '..', specifier!));
    if (resolved) valueImports(resolved, seen);
  }
  return seen;
}

describe("the shell's start-up (host/src/index.ts, bootstrap.tsx)", () => {
  it('evaluates only modules it fetched before, in the order they were fetched', () => {
    expect(evaluated.length).toBeGreaterThan(1);
    expect(evaluated.filter((name) => !fetched.includes(name))).toEqual([]);
    const order = evaluated.map((name) => fetched.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('fetches and evaluates only modules federation shares, then the bootstrap last', () => {
    expect(fetched.at(-1)).toBe('./bootstrap');
    expect(evaluated.at(-1)).toBe('./bootstrap');
    expect(fetched.slice(0, -1).filter((name) => !isShared(name))).toEqual([]);
    expect(fetched.filter((name) => name === './bootstrap')).toHaveLength(1);
  });

  it('evaluates ahead of App, in bootstrap.tsx, only parts of the shell that App imports', () => {
    const bootstrap = readFileSync(join(__dirname, 'bootstrap.tsx'), 'utf8');
    const ahead = [...bootstrap.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '(\.[^']+)'\)/g)].map((match) => match[1]!);
    const parts = ahead.filter((name) => !['./app/boot', './app/App'].includes(name));
    expect(parts.length).toBeGreaterThan(0);
    const app = valueImports(join(__dirname, 'app', 'App.tsx'));
    expect(parts.filter((name) => !app.has(resolveFile(join(__dirname, name)) ?? name))).toEqual([]);
  });
});
