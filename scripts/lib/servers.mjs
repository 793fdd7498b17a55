// The api and the host edge compiled ahead of time, so production runs `node <out>/main.js` and no
// TypeScript loader. esbuild bundles each server with the @portal/shared sources it imports (a workspace
// package of TypeScript files) into CommonJS (the sources use __dirname and require.resolve); the server's
// own dependencies stay external and load from its node_modules (native binaries, PGlite's WASM). Files the
// code opens by path beside itself (`path.join(__dirname, …)`) are emitted or copied next to the bundle.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './paths.mjs';

export const servers = {
  api: {
    dir: 'api',
    outDir: join(root, 'api', 'dist'),
    entries: [
      { from: 'src/main.ts', to: 'main' },
      // busqueda-en-hilo.ts starts `hilo-busqueda.cjs` from its own folder; in the sources that file turns on
      // tsx and loads this module, in the build it is this module compiled.
      { from: 'src/busqueda/hilo/atender-busquedas.ts', to: 'hilo-busqueda', outExtension: '.cjs' },
      // The same for the offer cards' thread (ofertas/tarjeta.ts starts `hilo-tarjeta.cjs`).
      { from: 'src/ofertas/atender-tarjetas.ts', to: 'hilo-tarjeta', outExtension: '.cjs' },
      // And for the CV PDFs' thread (curriculum/pdf.ts starts `hilo-pdf.cjs`).
      { from: 'src/curriculum/atender-pdf.ts', to: 'hilo-pdf', outExtension: '.cjs' },
    ],
    // Loaded by path: PGlite's worker (plain JavaScript already) and the migrations folder.
    copy: [
      ['src/db/pglite-worker.mjs', 'pglite-worker.mjs'],
      ['src/db/migrations', 'migrations'],
    ],
    sources: ['api/src'],
  },
  edge: {
    dir: 'host',
    // Not under host/dist: the edge serves that folder to browsers.
    outDir: join(root, 'host', 'server-dist'),
    entries: [
      { from: 'server/main.ts', to: 'main' },
      // ssr/render-pool.ts starts `hilo-render.cjs` from its own folder: the pages render there.
      { from: 'server/ssr/render-thread.ts', to: 'hilo-render', outExtension: '.cjs' },
    ],
    copy: [],
    // The edge renders the shell's own components on the server (host/server/ssr).
    sources: ['host/server', 'host/src'],
    plugins: [edgeSwaps(), styledComponentIds()],
  },
};

/**
 * Modules of the browser build the edge replaces with its own: the shell's door to the federation runtime
 * (remote modules come from the remotes' server builds, loaded by the edge) and DOMPurify (which needs a DOM).
 */
function edgeSwaps() {
  const ssr = join(root, 'host', 'server', 'ssr');
  return {
    name: 'edge-swaps',
    setup(build) {
      build.onResolve({ filter: /\/lib\/federation$/ }, (args) =>
        args.importer.startsWith(join(root, 'host', 'src')) ? { path: join(ssr, 'federation.ts') } : undefined,
      );
      build.onResolve({ filter: /^dompurify$/ }, (args) =>
        args.importer === join(ssr, 'dompurify.ts') ? undefined : { path: join(ssr, 'dompurify.ts') },
      );
    },
  };
}

/**
 * The components the edge renders get the ids the browser build gives them (shared/build/styled-components-ids.cjs):
 * their class names match, and hydration reuses the page's style tag. The files that use styled-components go
 * through SWC with the same plugin the webpack builds run.
 */
function styledComponentIds() {
  return {
    name: 'styled-component-ids',
    setup(build) {
      // Resolved when a build runs, not when this module is imported: `npm test` imports it before installing.
      const sharedRequire = createRequire(join(root, 'shared', 'package.json'));
      const { swcStyledComponents } = sharedRequire('./build/styled-components-ids.cjs');
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${join('node_modules', '')}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('styled-components')) return undefined;
        const { transform } = await import('@swc/core');
        const { code } = await transform(source, {
          filename: args.path,
          jsc: {
            parser: { syntax: 'typescript', tsx: args.path.endsWith('.tsx') },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
            experimental: { plugins: [swcStyledComponents] },
          },
          module: { type: 'es6' },
        });
        return { contents: code, loader: 'js' };
      });
    },
  };
}

export const serverEntry = (name) => join(servers[name].outDir, 'main.js');

/** Every dependency of the server's package but the workspace's own @portal/shared, which is bundled. */
function externals(dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => !name.startsWith('@portal/'));
}

/**
 * Names the bundles open with `path.join(__dirname, "<name>")` (workers, migrations): every one must exist
 * in the build, or a file added to the sources later would be missing only in production.
 */
function filesOpenedBeside(outDir) {
  const names = new Set();
  for (const bundle of readdirSync(outDir).filter((file) => /\.c?js$/.test(file))) {
    const code = readFileSync(join(outDir, bundle), 'utf8');
    for (const [, file] of code.matchAll(/join\)?\(__dirname, "([^".][^"]*)"\)/g)) names.add(file);
  }
  return [...names];
}

/** Compiles one server into its outDir; resolves to { code, output } like a build script's run. */
export async function compileServer(name) {
  const server = servers[name];
  const { build, formatMessages } = await import('esbuild');
  rmSync(server.outDir, { recursive: true, force: true });
  mkdirSync(server.outDir, { recursive: true });
  const pieces = [];
  try {
    for (const entry of server.entries) {
      const result = await build({
        absWorkingDir: join(root, server.dir),
        entryPoints: [{ in: entry.from, out: entry.to }],
        outdir: server.outDir,
        outExtension: { '.js': entry.outExtension ?? '.js' },
        bundle: true,
        platform: 'node',
        target: 'node22',
        format: 'cjs',
        external: externals(server.dir),
        sourcemap: true,
        logLevel: 'silent',
        plugins: server.plugins ?? [],
      });
      pieces.push(...(await formatMessages(result.warnings, { kind: 'warning' })));
    }
    for (const [from, to] of server.copy) cpSync(join(root, server.dir, from), join(server.outDir, to), { recursive: true });
    const missing = filesOpenedBeside(server.outDir).filter((file) => !existsSync(join(server.outDir, file)));
    if (missing.length) {
      const why = `The ${name} build opens ${missing.join(', ')} beside itself (path.join(__dirname, …)) but lacks it`;
      return { code: 1, output: `${why}: add an entry or a copy to scripts/lib/servers.mjs.` };
    }
  } catch (error) {
    const messages = error.errors ? await formatMessages(error.errors, { kind: 'error' }) : [String(error)];
    return { code: 1, output: [...pieces, ...messages].join('\n') };
  }
  return { code: existsSync(serverEntry(name)) ? 0 : 1, output: pieces.join('\n') };
}
