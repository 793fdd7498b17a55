const { node } = require('../jest.preset.cjs');

module.exports = { ...node, displayName: 'api', testEnvironment: 'node', testTimeout: 30_000 };
