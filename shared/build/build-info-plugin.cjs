// Emits dist/build-info.json (app, version, build id, build time) with every build, and dist/latest-build.json
// (the build id alone): the host polls each app's latest-build.json to offer a reload when a new version is
// deployed, and the edge reports build-info.json as the app version. Both are served no-cache.
const { Compilation, sources } = require('webpack');

class BuildInfoPlugin {
  /** @param {{ app: string, version: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = {
            app: this.options.app,
            version: this.options.version,
            // Content hash of the whole build: two builds of the same source share it.
            buildId: String(compilation.fullHash ?? compilation.hash).slice(0, 12),
            builtAt: new Date().toISOString(),
          };
          compilation.emitAsset('build-info.json', new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
          compilation.emitAsset('latest-build.json', new sources.RawSource(`${JSON.stringify({ buildId: info.buildId })}\n`));
        },
      );
    });
  }
}

module.exports = { BuildInfoPlugin };
