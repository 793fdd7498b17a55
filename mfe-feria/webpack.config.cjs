const { createWebpackConfig } = require('@portal/shared/build/federation');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Feria laboral virtual · mfe-feria',
  federation: require('./federation.config.cjs'),
});
