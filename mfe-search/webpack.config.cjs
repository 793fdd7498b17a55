const { createWebpackConfig } = require('@portal/shared/build/federation');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Búsqueda de ofertas · mfe-search',
  federation: require('./federation.config.cjs'),
});
