/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import bundlerRuntimePlugin from './bundler-runtime';

// The build's own CommonJS configuration, as webpack reads it.
/* eslint-disable @typescript-eslint/no-require-imports */
const { BUNDLER_RUNTIME_GLOBAL, LENT_BUNDLER_FILES } = require('@portal/shared/build/federation') as {
  BUNDLER_RUNTIME_GLOBAL: string;
  LENT_BUNDLER_FILES: Set<string>;
};
/* eslint-enable @typescript-eslint/no-require-imports */
// Node's own resolution, from the plugin that bundles the package: the copy the build uses.
const fromEnhanced = createRequire(createRequire(__filename).resolve('@module-federation/enhanced'));
const bundlerRuntimeDist = dirname(fromEnhanced.resolve('@module-federation/webpack-bundler-runtime'));

/** What a file of the installed @module-federation/webpack-bundler-runtime exports, by name. */
function exportsOf(file: string): string[] {
  const source = readFileSync(join(bundlerRuntimeDist, file), 'utf8');
  return [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) => match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!));
}

describe('bundler runtime lent to the remotes', () => {
  const host = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete host.__webpack_require__;
    delete host[BUNDLER_RUNTIME_GLOBAL];
  });

  it("gives every export a remote's remoteEntry.js imports from the host, under that export's name", () => {
    const fn = (name: string) => Object.assign(() => name, { displayName: name });
    host.__webpack_require__ = {
      federation: {
        bundlerRuntime: Object.fromEntries(['remotes', 'consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter'].map((key) => [key, fn(key)])),
        attachShareScopeMap: fn('attachShareScopeMap'),
      },
    };
    const args = { options: { name: 'host' } };
    expect(bundlerRuntimePlugin().beforeInit?.(args as never)).toBe(args);

    const lent = host[BUNDLER_RUNTIME_GLOBAL] as Record<string, unknown>;
    const imported = [...LENT_BUNDLER_FILES].flatMap(exportsOf);
    expect(imported.length).toBeGreaterThanOrEqual(LENT_BUNDLER_FILES.size);
    for (const name of imported) expect(typeof lent[name]).toBe('function');
    expect((lent.initializeSharing as () => string)()).toBe('I');
  });
});
