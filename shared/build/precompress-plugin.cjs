// Emits a .br and a .gz copy next to every text asset of a production build, so a static server sends
// them as they are (fast, and the bytes a browser fetches are the real, compressed ones).
const zlib = require('node:zlib');
const { Compilation, sources } = require('webpack');

const COMPRESSIBLE = /\.(?:js|css|html|json|svg)$/;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and content hashing: the copies match the files as served.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = asset.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const info = { compressed: true, immutable: compilation.getAsset(name)?.info.immutable };
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })), info);
            compilation.emitAsset(`${name}.br`, new sources.RawSource(zlib.brotliCompressSync(buffer)), info);
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
