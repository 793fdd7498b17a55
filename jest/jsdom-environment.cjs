// jsdom lacks the fetch family and TextEncoder that react-router 7 and ky 2 need at import time:
// copy Node's implementations in as one set so they interoperate.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
  'ReadableStream', 'AbortController', 'AbortSignal', 'structuredClone',
];

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) this.global[name] = globalThis[name];
  }
}

module.exports = PortalJsdomEnvironment;
