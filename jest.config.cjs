// Unit, component and api tests of every workspace; the e2e suite runs on its own (e2e/).
module.exports = {
  projects: ['shared', 'host', 'mfe-search', 'mfe-account', 'mfe-feria', 'mfe-content', 'api', 'catalogo'].map((d) => `<rootDir>/${d}`),
  // jest reads the test timeout from the top configuration only: the projects' own (jest.preset.cjs,
  // api/jest.config.cjs) count when a workspace runs alone. A busy machine must not turn a slow outcome into a
  // bare 5 s timeout.
  testTimeout: 30_000,
};
