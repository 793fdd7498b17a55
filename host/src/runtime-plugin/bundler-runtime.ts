/**
 * Runtime plugin: lends the host's copy of the federation bundler runtime to the remotes.
 *
 * `experiments.externalRuntime` only takes the runtime core out of a remote's remoteEntry.js; the functions
 * that glue it to webpack (remotes, consumes, sharing: about 4 KB gzip) were still copied into every remote. A
 * production remote now imports them from the global set here (remoteBundlerRuntime() in
 * shared/build/webpack-config.cjs names the same global). Only those
 * stateless functions are lent: each build keeps its own `__webpack_require__.federation` object and its own
 * container entry, and every app is built with the same pinned @module-federation/enhanced.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __webpack_require__: {
  federation: { bundlerRuntime: Record<'remotes' | 'consumes' | 'I' | 'installInitialConsumes' | 'init' | 'getSharedFallbackGetter', unknown>; attachShareScopeMap: unknown };
};

const GLOBAL_BUNDLER_RUNTIME = '__PORTAL_FEDERATION_BUNDLER_RUNTIME__';

export default function bundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-bundler-runtime',
    beforeInit(args) {
      // By now the entry has set up the host's federation object; the first remote entry runs later.
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      // Named as each file of the package exports them (shared/build/webpack-config.cjs: LENT_BUNDLER_FILES).
      (globalThis as Record<string, unknown>)[GLOBAL_BUNDLER_RUNTIME] = {
        remotes: bundlerRuntime.remotes,
        consumes: bundlerRuntime.consumes,
        initializeSharing: bundlerRuntime.I,
        installInitialConsumes: bundlerRuntime.installInitialConsumes,
        init: bundlerRuntime.init,
        getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
        attachShareScopeMap,
      };
      return args;
    },
  };
}
