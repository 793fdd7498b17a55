const { createWebpackConfig } = require('@portal/shared/build/federation');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Cuenta del candidato · mfe-account',
  federation: require('./federation.config.cjs'),
});
