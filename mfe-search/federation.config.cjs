// Federation surface of mfe-search: a deliberate, small set of exposed modules (ARCHITECTURE.md).
const { sharedDeps } = require('@portal/shared/build/federation');

module.exports = {
  name: 'mfe_search',
  exposes: {
    './pages': './src/app/pages.tsx',
    // The keyword search box the host puts in its default header (loadRemote('mfe_search/SearchBox')).
    './SearchBox': './src/components/SearchBox.tsx',
  },
  shared: sharedDeps(),
};
