const { browser } = require('../jest.preset.cjs');

module.exports = {
  ...browser,
  displayName: 'mfe-account',
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/testing/hoja-de-estilo.cjs',
    // Remotes are never fetched in unit tests: the federation runtime is a stub the tests program.
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/federation-runtime.ts',
  },
};
