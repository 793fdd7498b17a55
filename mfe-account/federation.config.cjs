// Federation surface of mfe-account: a deliberate, small set of exposed modules (ARCHITECTURE.md).
const { sharedDeps } = require('@portal/shared/build/federation');

module.exports = {
  name: 'mfe_account',
  exposes: {
    './pages': './src/app/pages.tsx',
    // A company's "leave your CV" action (DEJAR_CV) for fair stands and company pages: loadRemote('mfe_account/DejarCv').
    './DejarCv': './src/features/dejar-cv/components/DejarCv.tsx',
  },
  shared: sharedDeps(),
};
