// Node test environment that hands the suites webdriverio's `remote`, imported natively here: webdriverio
// loads ESM with dynamic import(), which jest's module sandbox refuses without --experimental-vm-modules.
import { TestEnvironment } from 'jest-environment-node';

export default class WebdriverEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const { remote } = await import('webdriverio');
    this.global.__wdioRemote = remote;
  }
}
