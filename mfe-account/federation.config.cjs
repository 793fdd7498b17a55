// Federation surface of mfe-account: a deliberate, small set of exposed modules (ARCHITECTURE.md).
const { sharedDeps } = require('@portal/shared/build/federation');

module.exports = {
  name: 'mfe_account',
  exposes: {
    './pages': './src/app/pages.tsx',
  },
  shared: sharedDeps(),
};
