const { browser } = require('../jest.preset.cjs');

module.exports = {
  ...browser,
  displayName: 'mfe-feria',
  // Remotes are never fetched in unit tests: the federation runtime is a stub the tests program.
  moduleNameMapper: { '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/federation-runtime.ts' },
};
