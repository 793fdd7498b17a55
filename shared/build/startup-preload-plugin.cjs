// The host's start-up files as preload links in index.html. main.js asks for them only once it has run, a round
// trip after the HTML on a phone's network (about 0.3 s of hydration on a 150 ms, 1.6 Mbps line with a 4× slower
// CPU); named in the HTML they download beside main.js. Which files: what the federation runtime fetches before
// the shell hydrates, read from the chunk graph as the runtime walks it.
//  - the chunks of the entry module's own blocks (src/index.ts: its steps and ./bootstrap);
//  - for every shared module consumed in those chunks, the chunks of the copy this app provides (the runtime
//    takes the copy loaded first, the host's, not the consuming module's fallback), and so on from those chunks.
// Nothing else: pages, dialogs and widgets load on use. Low priority, like the edge's preloads of a remote's
// files (host/server/ssr/preloads.ts): the HTML's own text, styles and logo paint first.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const isConsume = (module) => module.type === 'consume-shared-module';
const isProvide = (module) => module.type === 'provide-module';

/** @returns {string[]} the JavaScript files the start-up fetches besides the entry's own, in the order met. */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  const entryChunk = entrypoint.getEntrypointChunk();
  const provided = new Map();
  for (const module of compilation.modules) if (isProvide(module)) provided.set(module._name, module);

  const files = [];
  const seenChunks = new Set([entryChunk]);
  const loadBlock = (block) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) load(chunk);
  };
  const load = (chunk) => {
    if (seenChunks.has(chunk)) return;
    seenChunks.add(chunk);
    files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (!isConsume(module)) continue;
      for (const block of provided.get(module.options.shareKey)?.blocks ?? []) loadBlock(block);
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const block of module.blocks) loadBlock(block);
  }
  return files;
}

/** The host's one entry (webpack's default name). */
const ENTRY = 'main';

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const links = startupFiles(compilation, ENTRY).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartupPreloadPlugin' },
          attributes: { rel: 'preload', href: `${publicPath}${file}`, as: 'script', fetchpriority: 'low' },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
