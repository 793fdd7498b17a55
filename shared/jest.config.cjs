const { browser } = require('../jest.preset.cjs');

module.exports = { ...browser, displayName: 'shared' };
