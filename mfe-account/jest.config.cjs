const { browser } = require('../jest.preset.cjs');

module.exports = { ...browser, displayName: 'mfe-account', moduleNameMapper: { '\\.css$': '<rootDir>/src/testing/hoja-de-estilo.cjs' } };
