// Unit, component and api tests of every workspace; the e2e suite runs on its own (e2e/).
module.exports = {
  projects: ['shared', 'host', 'mfe-search', 'mfe-account', 'mfe-feria', 'mfe-content', 'api'].map((d) => `<rootDir>/${d}`),
};
