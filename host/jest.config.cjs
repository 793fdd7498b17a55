const { browser } = require('../jest.preset.cjs');

module.exports = {
  ...browser,
  displayName: 'host',
  // Remotes are never fetched in unit tests: the federation runtime is a stub the tests program.
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/federation-runtime.ts',
    // jest ignores the package.json "browser" field: the browser build, as webpack bundles it.
    '^@bugsnag/js$': '@bugsnag/js/browser/notifier.js',
  },
};
