// The webpack config of every app (host and remotes), built from the app's folder and federation options.
// The host is the app without `exposes`: it provides the federation runtime and never exposes modules.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BuildInfoPlugin } = require('./build-info-plugin.cjs');
const { ChunkMapPlugin } = require('./chunk-map-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { ShareRuntimeOncePlugin } = require('./share-runtime-once-plugin.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { htmlTemplate } = require('./html-template.cjs');
const { swcStyledComponents } = require('./styled-components-ids.cjs');
const { REMOTES, HOST_PORT, remotesFromEnv, appConfigFromEnv, apiUrlFromEnv } = require('./runtime-config.cjs');

function swcOptions(development) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
      target: 'es2020',
      experimental: { plugins: [swcStyledComponents] },
    },
  };
}

/** Entry file of a package's ESM build, found from the federation plugin's own dependencies. */
function esmEntry(request, file) {
  const from = path.dirname(require.resolve('@module-federation/enhanced'));
  // Not every package exports its package.json: find its folder from its main file.
  const main = require.resolve(request, { paths: [from] });
  return path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), file);
}

/**
 * One federation runtime in the host bundle. provideExternalRuntime `require`s the runtime's CommonJS build
 * while webpack's runtime imports the ESM one (a second copy, and a second instance handed to remotes); the
 * retry plugin pins an old sdk only for its logger. Both are pointed at the ESM builds already bundled.
 */
function singleRuntimeAliases() {
  return {
    '@module-federation/runtime-tools/runtime-core$': esmEntry('@module-federation/runtime-tools', 'dist/runtime-core.js'),
    '@module-federation/sdk$': esmEntry('@module-federation/sdk', 'dist/index.js'),
  };
}

/**
 * React Router's production build. Its package exports only the development one (with its warnings switched
 * on), for every condition; the production files beside it are the same code with the warnings off.
 */
function routerProductionAliases() {
  const dir = (file) => {
    const main = require.resolve('react-router', { paths: [path.dirname(require.resolve('react-router-dom'))] });
    return path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist', 'production', file);
  };
  return { 'react-router$': dir('index.mjs'), 'react-router/dom$': dir('dom-export.mjs') };
}

/**
 * A production remote's federation error codes without their descriptions (federation-error-codes.mjs), which
 * re-exports the rest of the package under the second name.
 */
function remoteErrorCodesAliases() {
  return {
    '@module-federation/error-codes$': path.join(__dirname, 'federation-error-codes.mjs'),
    'federation-error-codes-completo$': esmEntry('@module-federation/error-codes', 'dist/index.mjs'),
  };
}

/**
 * Trims the shared entries that list `treeShaking.usedExports` (sharedDeps) to those exports plus the ones the
 * app imports. It is the plugin that the `treeShaking` option of @module-federation/enhanced 2.9.2 applies,
 * used alone: the option itself also builds a full fallback copy, which the runtime then hands to any app
 * built without the option (a second router: the whole page failed). Alone, the trimmed copy is a plain
 * singleton for every build. Internal to the package (not in its exports map), hence the path.
 */
function sharedTreeShaking(shared) {
  const lib = path.join(path.dirname(require.resolve('@module-federation/enhanced')), 'lib');
  const SharedUsedExportsOptimizerPlugin = require(path.join(lib, 'sharing/tree-shaking/SharedUsedExportsOptimizerPlugin.js')).default;
  // false: no list of used exports in the runtime, which would only feed the option's fallback logic.
  return new SharedUsedExportsOptimizerPlugin(Object.entries(shared).filter(([, config]) => config.treeShaking), false);
}

/** The federation options without `treeShaking`, which sharedTreeShaking() applies instead. */
function federationOptions(federation) {
  const shared = Object.fromEntries(Object.entries(federation.shared).map(([key, { treeShaking: _, ...config }]) => [key, config]));
  return { ...federation, shared };
}

function devPort(name, isHost) {
  if (isHost) return Number(process.env.HOST_PORT || HOST_PORT);
  const remote = REMOTES[name];
  if (!remote) throw new Error(`Unknown remote "${name}": add it to shared/build/runtime-config.cjs.`);
  return Number(process.env[remote.portVar] || remote.port);
}

/** /app-config.json (and /remotes.json for the host) answered by the dev server, as the host edge does. */
function devConfigMiddleware(isHost, version) {
  return (middlewares, devServer) => {
    devServer.app.get('/app-config.json', (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.json(appConfigFromEnv(process.env, { version, environment: 'development' }));
    });
    if (isHost) {
      devServer.app.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.json(remotesFromEnv(process.env));
      });
    }
    return middlewares;
  };
}

/**
 * Whether a request names a shared singleton (sharedDeps()): `react/` stands for every subpath of react. The
 * edge provides those to a remote's server bundle, so one React, one router and one store render the page.
 */
function isSharedRequest(shared, request) {
  return Object.keys(shared).some((name) => (name.endsWith('/') ? request.startsWith(name) : request === name));
}

/** The host's bundler runtime functions, lent to remotes (host/src/runtime-plugin/bundler-runtime.ts sets it). */
const BUNDLER_RUNTIME_GLOBAL = '__PORTAL_FEDERATION_BUNDLER_RUNTIME__';
/** The stateless files of @module-federation/webpack-bundler-runtime whose exports the host lends. */
const LENT_BUNDLER_FILES = new Set([
  './remotes.js',
  './consumes.js',
  './initializeSharing.js',
  './installInitialConsumes.js',
  './init.js',
  './getSharedFallbackGetter.js',
  './attachShareScopeMap.js',
]);

/**
 * A production remote's remoteEntry.js takes the bundler runtime's functions from the host, which always loads
 * it, instead of a copy of its own (about 4 KB gzip on every page). The package's index stays in the remote:
 * it builds the remote's own federation object, and its container entry (initContainerEntry) is not in the
 * host, which exposes nothing.
 */
function lentBundlerRuntime({ context, request }, callback) {
  const inBundlerRuntime = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist$/.test(context ?? '');
  if (inBundlerRuntime && LENT_BUNDLER_FILES.has(request)) return callback(null, BUNDLER_RUNTIME_GLOBAL, 'global');
  return callback();
}

/**
 * A remote's server build (dist/server/): each exposed module as one CommonJS file (`server/pages.js` …) for the
 * host's edge, which loads it from the remote's deployment at run time to render pages (host/server/ssr). The
 * shared singletons stay outside (the edge hands over its own); no chunks, no minification, no source maps,
 * as the file is evaluated once per build. BuildInfoPlugin writes server/latest-build.json: a new build id
 * tells the edge to load the new files.
 */
function serverConfig(app, pkg) {
  const { shared, exposes } = app.federation;
  return {
    name: 'server',
    // After the browser build, whose `clean` would otherwise remove these files.
    dependencies: ['client'],
    mode: 'production',
    target: 'node',
    context: app.appDir,
    entry: Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name.replace(/^\.\//, ''), file])),
    devtool: false,
    output: {
      path: path.join(app.appDir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      asyncChunks: false,
      uniqueName: `${app.federation.name}_server`,
      clean: true,
    },
    externals: ({ request }, callback) => (isSharedRequest(shared, request) ? callback(null, `commonjs ${request}`) : callback()),
    // A module with a `.server.ts` twin is that twin here: the route loaders, which the browser build leaves out.
    resolve: { extensions: ['.server.ts', '.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions(false) },
        },
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new BuildInfoPlugin({ app: pkg.name, version: pkg.version })],
    performance: { hints: false },
  };
}

/**
 * @param {{ appDir: string, title: string, federation: { name: string, exposes?: object,
 *   shared: object, runtimePlugins?: string[] }, sharedParts?: object }} app
 *   sharedParts: a remote's own splitChunks cache groups (parts its first views share below 8 KB).
 * A remote's production build is two: the browser build and its server build (serverConfig).
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createWebpackConfig(app) {
  return (env, argv = {}) => {
    const client = browserConfig(app, argv);
    const isRemote = Boolean(app.federation.exposes);
    if (!isRemote || argv.mode === 'development') return client;
    return [client, serverConfig(app, require(path.join(app.appDir, 'package.json')))];
  };
}

/** @returns {import('webpack').Configuration} */
function browserConfig(app, argv) {
  const development = argv.mode === 'development';
  const isHost = !app.federation.exposes;
  const pkg = require(path.join(app.appDir, 'package.json'));
  // A remote's production build is only ever loaded by the host, which provides the federation runtime:
  // its standalone page (own runtime, own entry) exists in development only.
  const withStandalonePage = isHost || development;

  return {
    name: 'client',
    mode: development ? 'development' : 'production',
    context: app.appDir,
    entry: withStandalonePage ? { main: './src/index.ts' } : {},
    // Production: none. A map in dist is served to anyone and hands out the whole source; nothing here uploads
    // maps to the error reporter, and on 2 cores they cost build time. When an upload step comes, switch to
    // 'hidden-source-map' with output.sourceMapFilename outside dist (shared/test/production-build.test.ts).
    devtool: development ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(app.appDir, 'dist'),
      // No [contenthash] in filename: the federation runtime needs stable entry names (TOOLCHAIN.md).
      filename: '[name].js',
      // Eight hex digits tell one build's chunk from another's; each is named again in the chunk maps of main.js
      // and remoteEntry.js on every page (the default 20 cost about 0.9 KB gzip on a results page).
      chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
      // Remotes load their chunks from wherever their remoteEntry.js was found.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        ...(isHost ? singleRuntimeAliases() : development ? {} : remoteErrorCodesAliases()),
        ...(development ? {} : routerProductionAliases()),
      },
    },
    externals: isHost || development ? [] : [lentBundlerRuntime],
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions(development) },
        },
        // The contract's schemas marked pure, before swc (esquemas-puros-loader.cjs).
        { test: /[\\/]shared[\\/]src[\\/]contract[\\/][^\\/]+(?<!\.test)\.ts$/, enforce: 'pre', loader: require.resolve('./esquemas-puros-loader.cjs') },
        // A library's stylesheet as a string, injected by the code that loads the library (cropperjs on
        // /mi-curriculum): it arrives in that lazy chunk only, with no CSS loader in the build.
        { test: /\.css$/, type: 'asset/source' },
        // The contract's and the api's files only declare (schemas, calls): a file none of whose exports an app
        // uses is left out of it (terser alone keeps a schema built by a call, v.object(…), used or not).
        { test: /[\\/]shared[\\/]src[\\/](contract|api)[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationOptions(app.federation),
        // Browsers find it beside the remote's manifest (remoteEntryUrl, shared/src/config/remote-entry.ts).
        ...(isHost ? {} : { filename: 'remoteEntry.js' }),
        // version-first would fetch every remote at start-up and let a down remote blank the portal.
        shareStrategy: 'loaded-first',
        // Types come from the workspace (@portal/shared contract), not from a served remote.
        dts: false,
        manifest: true,
        experiments: {
          // The runtime ships once: the host provides it, production remotes use it.
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !development }),
          // Browsers only: leaves the runtime's Node script loader out of the bundles. No snapshot code: browsers
          // register remotes by their remoteEntry.js (shared/src/config/remote-entry.ts); the manifest is read by
          // the edge alone.
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      ...(withStandalonePage
        ? [
            new HtmlWebpackPlugin({
              templateContent: htmlTemplate({ title: app.title, description: pkg.description ?? app.title }),
              chunks: ['main'],
              // Absolute, so deep links (/trabajo/…) of the SPA find main.js; remotes' chunks stay 'auto'.
              publicPath: '/',
            }),
          ]
        : []),
      new BuildInfoPlugin({ app: pkg.name, version: pkg.version }),
      // Development builds tree-shake nothing.
      ...(development
        ? []
        : [
            sharedTreeShaking(app.federation.shared),
            new ShareRuntimeOncePlugin(),
            // The shell's start-up files named in index.html, so they download beside main.js.
            ...(isHost ? [new StartupPreloadPlugin()] : []),
            new PrecompressPlugin(),
            new ChunkMapPlugin({ file: path.join(app.appDir, '..', 'node_modules', '.cache', 'portal-build', `${pkg.name}.chunks.json`) }),
          ]),
    ],
    // A remote's pages share parts (the keyword box of the header and of the results, the cards): at webpack's
    // default 20 KB such a part is copied into each page's chunk, and a page that shows both fetches it twice.
    // An app may name a part it knows several first-view chunks share, below that size (`app.sharedParts`).
    optimization: isHost ? {} : { splitChunks: { minSize: 8000, cacheGroups: app.sharedParts ?? {} } },
    performance: { hints: false },
    devServer: {
      port: devPort(app.federation.name, isHost),
      // *.localhost demo domains (saae.localhost …) all reach the same dev server.
      allowedHosts: 'all',
      historyApiFallback: { disableDotRule: true },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/health'], target: apiUrlFromEnv(process.env) }],
      setupMiddlewares: devConfigMiddleware(isHost, pkg.version),
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
  };
}

module.exports = { createWebpackConfig, swcOptions, BUNDLER_RUNTIME_GLOBAL, LENT_BUNDLER_FILES };
