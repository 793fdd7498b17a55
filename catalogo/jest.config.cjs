const { browser } = require('../jest.preset.cjs');
const { temasDeMarcas } = require('./.storybook/marcas.cjs');

// The stories rendered as the catalogue renders them, with the demo themes main.ts bundles.
module.exports = { ...browser, displayName: 'catalogo', globals: { __TEMAS_MARCAS__: temasDeMarcas() } };
