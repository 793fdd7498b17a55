// Webpack's own sharing runtime module (ShareRuntimeModule, added for __webpack_require__.S) is copied into every
// federation build beside @module-federation/enhanced's, which runs after it and replaces its
// __webpack_require__.I: the first is dead code listing every shared module again (about 0.4 KB gzip in each
// remoteEntry.js). This plugin leaves webpack's out of a chunk that also has the federation's.
const path = require('node:path');

const ShareRuntimeModule = require(path.join(path.dirname(require.resolve('webpack')), 'sharing', 'ShareRuntimeModule.js'));

const NAME = 'ShareRuntimeOncePlugin';

class ShareRuntimeOncePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(NAME, (module, chunk) => {
        if (!(module instanceof ShareRuntimeModule)) return;
        const generate = module.generate.bind(module);
        // Decided when the code is generated: by then every runtime module of the chunk has been added.
        module.generate = () => {
          const modules = compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk);
          const federationTwin = [...modules].some((other) => other !== module && other.name === 'sharing');
          return federationTwin ? null : generate();
        };
      });
    });
  }
}

module.exports = { ShareRuntimeOncePlugin };
