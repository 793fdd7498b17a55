// End-to-end suites: webdriverio + Debian chromium against the production build composed as `npm start`
// composes it (scripts/lib/stack.mjs), on ports of their own (ports.json) with a throwaway database.
const { node } = require('../jest.preset.cjs');

module.exports = {
  ...node,
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: '<rootDir>/environment.mjs',
  // Only TypeScript goes through SWC: the global setup is native ESM (it imports scripts/lib/*.mjs).
  transform: { '^.+\\.tsx?$': node.transform['^.+\\.(t|j|mj)sx?$'] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/global-setup.mjs',
  globalTeardown: '<rootDir>/global-teardown.mjs',
  testSequencer: '<rootDir>/secuencia.cjs',
  maxWorkers: 1,
  testTimeout: 120_000,
  verbose: true,
};
