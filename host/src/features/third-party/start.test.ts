import { waitFor } from '@testing-library/react';
import type { AppConfig, ThirdPartyConfig } from '@portal/shared/config';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { testAppConfig } from '../../testing/app-config';

const mockImported: string[] = [];
const mockBugsnagStart = jest.fn(() => ({ notify: jest.fn() }));
const mockPerformanceStart = jest.fn();

let mockScriptsFail = false;

jest.mock('../../lib/load-script', () => ({
  loadScript: jest.fn(() => (mockScriptsFail ? Promise.reject(new Error('Error al cargar script')) : Promise.resolve())),
}));
// Module factories run when a module is first imported: they record which SDK chunks were fetched.
jest.mock('@bugsnag/js', () => {
  mockImported.push('@bugsnag/js');
  return { __esModule: true, default: { start: mockBugsnagStart } };
});
jest.mock('@bugsnag/browser-performance', () => {
  mockImported.push('@bugsnag/browser-performance');
  return { __esModule: true, default: { start: mockPerformanceStart } };
});

const KEY = '0123456789abcdef0123456789abcdef';
const EVERYTHING: ThirdPartyConfig = {
  tagManagerUrl: 'https://www.googletagmanager.com',
  tagManagerDefaultId: 'GTM-DEFAULT1',
  accessibilityWidgetUrl: 'https://accesibilidad.example.cl/widget.js',
  bugsnagApiKey: KEY,
  performanceApiKey: KEY,
};

function appConfigWith(thirdParty: ThirdPartyConfig | undefined): AppConfig {
  return testAppConfig({ thirdParty });
}

/** A fresh start (the error reporter is started once per page load), with the scripts it asked for. */
function start(thirdParty: ThirdPartyConfig | undefined, portal: PortalConfig = DEFAULT_PORTAL_CONFIG) {
  jest.resetModules();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- fresh module state per test
  const { startThirdPartyScripts } = require('./start') as typeof import('./start');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mock the fresh modules use
  const load = jest.mocked((require('../../lib/load-script') as typeof import('../../lib/load-script')).loadScript);
  startThirdPartyScripts(appConfigWith(thirdParty), portal);
  return load;
}

beforeEach(() => {
  mockImported.length = 0;
  mockScriptsFail = false;
  jest.clearAllMocks();
});

afterEach(() => jest.restoreAllMocks());

describe('third-party scripts', () => {
  it('loads nothing, not even an SDK chunk, when no key or URL is configured', async () => {
    const load = start(undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(mockImported).toEqual([]);
  });

  it('starts each configured script but the tag manager and tracing, which wait for consent: widget, error reporter', async () => {
    const load = start(EVERYTHING);
    await waitFor(() => expect(mockBugsnagStart).toHaveBeenCalledWith(expect.objectContaining({ apiKey: KEY, autoDetectErrors: false, maxEvents: 10 })));
    expect(load.mock.calls.map(([src]) => src)).toEqual(['https://accesibilidad.example.cl/widget.js']);
    expect(mockPerformanceStart).not.toHaveBeenCalled();
    expect(mockImported).toEqual(['@bugsnag/js']);
  });

  it('starts the others when one script fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockScriptsFail = true;
    start(EVERYTHING);
    await waitFor(() => expect(mockBugsnagStart).toHaveBeenCalled());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Third-party script "accessibility widget" did not start.', new Error('Error al cargar script')));
  });

  it('leaves the accessibility widget out on a DESACTIVADO portal, and starts the error reporter', async () => {
    const load = start(EVERYTHING, { ...DEFAULT_PORTAL_CONFIG, estado: 'DESACTIVADO' });
    await waitFor(() => expect(mockBugsnagStart).toHaveBeenCalled());
    expect(load).not.toHaveBeenCalled();
  });
});
