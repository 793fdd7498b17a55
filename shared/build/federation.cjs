// Module Federation for every app of the portal: the one sharedDeps() helper and the webpack config factory.
// Apps use it as `require('@portal/shared/build/federation')` from their webpack.config.cjs and
// federation.config.cjs; see TOOLCHAIN.md for why each setting is what it is.
const { createWebpackConfig, swcOptions, BUNDLER_RUNTIME_GLOBAL, LENT_BUNDLER_FILES } = require('./webpack-config.cjs');

const sharedPackage = require('../package.json');

function installedVersion(name) {
  const file = require.resolve(`${name}/package.json`, { paths: [__dirname] });
  return require(file).version;
}

/**
 * Every react-router-dom export the apps use (type-only imports aside). A shared library is a whole module:
 * the full router (data routers, server rendering, cookies, sessions) cost about 66 KB gz on every page. The
 * apps use its declarative mode (history, routes, links): with createBrowserRouter and RouterProvider, the data
 * router alone was about half of the 30 KB gz left.
 * Each app builds its copy with only what it imports plus this list (sharedTreeShaking() in
 * webpack-config.cjs), so whichever copy is loaded first (the host's) serves every remote. A remote importing
 * a name missing here would get undefined: shared/test/router-exports.test.ts checks the sources against it.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'UNSAFE_ErrorResponseImpl',
  'UNSAFE_createBrowserHistory',
  'generatePath',
  'isRouteErrorResponse',
  'matchPath',
  'matchRoutes',
  'unstable_HistoryRouter',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
  'useSearchParams',
];

/**
 * Every styled-components export the apps use, trimmed as the router is (about 1.4 KB gz of server-side
 * sheets, withTheme, StyleSheetManager … on every page): shared/test/router-exports.test.ts checks it too.
 */
const STYLED_EXPORTS = ['ThemeProvider', 'createGlobalStyle', 'css', 'default', 'keyframes'];

/** @portal/shared subpaths bundled into each app rather than shared (sharedDeps()). */
const BUNDLED_PER_APP = new Set(['./errores', './contract', './api', './metadatos', './rut', './ruta-de-vuelta']);

/**
 * Singletons shared by every app, none eager (each app has an async boundary). Subpaths are listed
 * explicitly ('react/' covers react/jsx-runtime …): an unshared subpath is bundled twice. React never gets
 * strictVersion: a mismatching remote would then kill the host at start-up, outside any error boundary.
 * No requiredVersion either: for a singleton that is not strict, the runtime takes the copy loaded first whatever
 * the range, and checked the range only to warn in the visitor's console, parsing it (semver, new RegExps) for
 * every shared module of every app at each start-up: about 30 ms of the phone's first seconds. Each app still
 * declares the version it was built with (its manifest's `shared`).
 */
function sharedDeps() {
  const versions = {
    react: installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    'react-router-dom': installedVersion('react-router-dom'),
    jotai: installedVersion('jotai'),
    'styled-components': installedVersion('styled-components'),
  };
  const singleton = (version) => ({ singleton: true, version, requiredVersion: false });

  const shared = {
    react: singleton(versions.react),
    'react/': singleton(versions.react),
    'react-dom': singleton(versions['react-dom']),
    'react-dom/': singleton(versions['react-dom']),
    // react-router is not shared on its own (it would be one whole module again): react-router-dom's
    // tree-shaken copy bundles the part of it that is used, and as every import goes through
    // react-router-dom (a lint rule) there is still one router.
    'react-router-dom': {
      ...singleton(versions['react-router-dom']),
      treeShaking: { usedExports: ROUTER_EXPORTS },
    },
    jotai: singleton(versions.jotai),
    'jotai/': singleton(versions.jotai),
    'styled-components': {
      ...singleton(versions['styled-components']),
      treeShaking: { usedExports: STYLED_EXPORTS },
    },
  };

  // @portal/shared is a workspace package: no semver range to infer, so the version is given explicitly.
  // Every public subpath of its exports map is one shared module (the build helpers are not for browsers).
  // The error catalogue is plain data, bundled into each app: the host's runtime plugins log its codes before
  // federation has shared anything (a shared module there is a blank page: "reading 'call'" in main.js).
  // The contract and the api's calls are stateless too, and bundled into each app with only what it uses: shared,
  // each was one whole module (every schema and call of the portal) on every page. The api's state is
  // shared (./api-nucleo).
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (subpath.startsWith('./build/') || BUNDLED_PER_APP.has(subpath)) continue;
    shared[`@portal/shared${subpath.slice(1)}`] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: false,
    };
  }
  return shared;
}

module.exports = { sharedDeps, createWebpackConfig, swcOptions, BUNDLER_RUNTIME_GLOBAL, LENT_BUNDLER_FILES, BUNDLED_PER_APP };
