// Federation surface of mfe-search: a deliberate, small set of exposed modules (ARCHITECTURE.md).
const { sharedDeps } = require('@portal/shared/build/federation');

module.exports = {
  name: 'mfe_search',
  exposes: {
    './pages': './src/app/pages.tsx',
  },
  shared: sharedDeps(),
};
