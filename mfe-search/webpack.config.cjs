const { createWebpackConfig } = require('@portal/shared/build/federation');

module.exports = createWebpackConfig({
  appDir: __dirname,
  title: 'Búsqueda de ofertas · mfe-search',
  federation: require('./federation.config.cjs'),
  sharedParts: {
    // The keyword box's field is in the header's SearchBox and in the results' toolbar: one chunk for both,
    // not a copy in each (`/`, results and landings show the two).
    campoPalabraClave: {
      test: /[\\/]src[\\/]components[\\/]sugerencias[\\/](SugerenciasCombobox|BuscarPorPalabraClave)\.tsx$/,
      chunks: 'all',
      enforce: true,
    },
  },
});
