// Federation surface of mfe-search: a deliberate, small set of exposed modules (ARCHITECTURE.md).
const { sharedDeps } = require('@portal/shared/build/federation');

module.exports = {
  name: 'mfe_search',
  exposes: {
    './pages': './src/app/pages.tsx',
    // The keyword search box the host puts in its default header (loadRemote('mfe_search/SearchBox')).
    './SearchBox': './src/components/SearchBox.tsx',
    // An offer's detail for other remotes (saved offers, fair stands): loadRemote('mfe_search/OfferDetail').
    './OfferDetail': './src/app/OfferDetailWidget.tsx',
  },
  shared: sharedDeps(),
};
