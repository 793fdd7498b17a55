const { browser } = require('../jest.preset.cjs');

module.exports = { ...browser, displayName: 'mfe-search' };
