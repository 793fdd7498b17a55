const { createWebpackConfig } = require('@portal/shared/build/federation');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Contenidos · mfe-content',
  federation: require('./federation.config.cjs'),
});
