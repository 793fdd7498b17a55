// Module Federation for every app of the portal: the one sharedDeps() helper and the webpack config factory.
// Apps use it as `require('@portal/shared/build/federation')` from their webpack.config.cjs and
// federation.config.cjs; see TOOLCHAIN.md for why each setting is what it is.
const path = require('node:path');
const { createWebpackConfig } = require('./webpack-config.cjs');

const sharedPackage = require('../package.json');

function installedVersion(name, from = __dirname) {
  const file = require.resolve(`${name}/package.json`, { paths: [from] });
  return require(file).version;
}

/**
 * Singletons shared by every app, none eager (each app has an async boundary). Subpaths are listed
 * explicitly ('react/' covers react/jsx-runtime …): an unshared subpath is bundled twice. React never gets
 * strictVersion: a mismatching remote would then kill the host at start-up, outside any error boundary.
 */
function sharedDeps() {
  const routerDomDir = path.dirname(require.resolve('react-router-dom/package.json', { paths: [__dirname] }));
  const versions = {
    react: installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    'react-router-dom': installedVersion('react-router-dom'),
    // react-router comes in through react-router-dom, so no app lists it: its version is read here.
    'react-router': installedVersion('react-router', routerDomDir),
    jotai: installedVersion('jotai'),
    'styled-components': installedVersion('styled-components'),
  };
  const singleton = (version) => ({ singleton: true, requiredVersion: `^${version}` });

  const shared = {
    react: singleton(versions.react),
    'react/': singleton(versions.react),
    'react-dom': singleton(versions['react-dom']),
    'react-dom/': singleton(versions['react-dom']),
    'react-router-dom': singleton(versions['react-router-dom']),
    'react-router': singleton(versions['react-router']),
    'react-router/': singleton(versions['react-router']),
    jotai: singleton(versions.jotai),
    'jotai/': singleton(versions.jotai),
    'styled-components': singleton(versions['styled-components']),
  };

  // @portal/shared is a workspace package: no semver range to infer, so the version is given explicitly.
  // Every public subpath of its exports map is one shared module (the build helpers are not for browsers).
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (subpath.startsWith('./build/')) continue;
    shared[`@portal/shared${subpath.slice(1)}`] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  return shared;
}

module.exports = { sharedDeps, createWebpackConfig };
