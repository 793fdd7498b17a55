// Writes, outside dist (nothing served), what each emitted JavaScript file of a production build holds: its
// chunk's name and its modules' sizes before minification, as packages (node_modules, by package name) or
// portal code (by path). `npm run bench` reads it to break each page's bytes down (scripts/lib/chunk-map.mjs).
const fs = require('node:fs');
const path = require('node:path');

/** `.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/…` → `react-dom`; `@scope/pkg` kept whole. */
function packageName(resource) {
  const parts = resource.split(/[\\/]node_modules[\\/]/).pop().split(/[\\/]/);
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The modules a chunk module stands for: a concatenated module is many source files. */
function sourceModules(module) {
  return module.modules ? [...module.modules] : [module];
}

class ChunkMapPlugin {
  /** @param {{ file: string }} options where to write the map (JSON) */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkMapPlugin', (compilation) => {
      const root = compiler.context;
      const files = {};
      for (const chunk of compilation.chunks) {
        const packages = {};
        const portal = {};
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          for (const inner of sourceModules(module)) {
            const resource = inner.resource ?? inner.nameForCondition?.();
            const size = inner.size();
            if (!resource) packages['(federation)'] = (packages['(federation)'] ?? 0) + size;
            else if (/[\\/]node_modules[\\/]/.test(resource)) {
              const name = packageName(resource);
              packages[name] = (packages[name] ?? 0) + size;
            } else {
              const name = path.relative(root, resource.split('?')[0]);
              portal[name] = (portal[name] ?? 0) + size;
            }
          }
        }
        for (const file of chunk.files) {
          if (file.endsWith('.js')) files[file] = { chunk: chunk.name ?? String(chunk.id), packages, portal };
        }
      }
      fs.mkdirSync(path.dirname(this.options.file), { recursive: true });
      fs.writeFileSync(this.options.file, JSON.stringify(files));
    });
  }
}

module.exports = { ChunkMapPlugin };
