/** @jest-environment node */
// The runtime plugins are bundled into the host's entry chunk and run before federation shares anything: a
// module they import that federation shares is missing there, and the page stays blank ("Cannot read
// properties of undefined (reading 'call')" in main.js), which no component test sees.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The build's own CommonJS configuration, as webpack reads it.
/* eslint-disable @typescript-eslint/no-require-imports */
const { sharedDeps } = require('@portal/shared/build/federation') as { sharedDeps: () => Record<string, unknown> };
const { runtimePlugins: pluginFiles } = require('../../federation.config.cjs') as { runtimePlugins: string[] };
/* eslint-enable @typescript-eslint/no-require-imports */

const shared = new Set(Object.keys(sharedDeps()));

/** Static value imports of a file and of the project files it imports, followed through relative paths. */
function valueImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^import\s+(?!type\b)[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [specifier];
    const base = join(file, '..', specifier);
    const resolved = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    return resolved ? valueImports(resolved, seen) : [];
  });
}

describe("the host's runtime plugins", () => {
  it.each(pluginFiles.map((file) => [file.split('/').pop()!, file]))('%s imports no module that federation shares', (_name, file) => {
    expect(valueImports(file).filter((specifier) => shared.has(specifier))).toEqual([]);
  });
});
