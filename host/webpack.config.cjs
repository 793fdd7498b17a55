const { createWebpackConfig } = require('@portal/shared/build/federation');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Portal de Empleo',
  federation: require('./federation.config.cjs'),
});
