import { waitFor } from '@testing-library/react';
import type { AppConfig, ThirdPartyConfig } from '@portal/shared/config';
import { testAppConfig } from '../testing/app-config';

const KEY = '0123456789abcdef0123456789abcdef';
const NOTIFY = 'https://errores.example.cl/notify';
const SESSIONS = 'https://errores.example.cl/sessions';

function appConfigWith(thirdParty: ThirdPartyConfig | undefined): AppConfig {
  return testAppConfig({ version: '0.1.0+abc', thirdParty });
}

interface Posted {
  url: string;
  body: { events?: Array<{ exceptions: Array<{ message: string }>; app: { version: string } }> };
}

/** BugSnag sends with XMLHttpRequest: every request is recorded and answered 202. */
function recordRequests(): Posted[] {
  const posted: Posted[] = [];
  class RecordingXhr {
    static DONE = 4;
    readyState = 0;
    status = 0;
    onreadystatechange: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: string) {
      posted.push({ url: this.url, body: JSON.parse(body) as Posted['body'] });
      setTimeout(() => {
        this.readyState = 4;
        this.status = 202;
        this.onreadystatechange?.();
      });
    }
  }
  Object.defineProperty(window, 'XMLHttpRequest', { value: RecordingXhr, configurable: true, writable: true });
  return posted;
}

/** A fresh copy of the reporter module and of the SDK (BugSnag's client is a singleton). */
function freshReporter(): typeof import('./error-reporter') {
  jest.resetModules();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry per test
  return require('./error-reporter') as typeof import('./error-reporter');
}

const notified = (posted: Posted[]) => posted.filter((p) => p.url === NOTIFY);
const realXhr = window.XMLHttpRequest;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'debug').mockImplementation(() => {});
});
afterEach(() => {
  Object.defineProperty(window, 'XMLHttpRequest', { value: realXhr, configurable: true, writable: true });
  jest.restoreAllMocks();
});

describe('error reporter', () => {
  it('keeps the events per session within BugSnag range of 1 to 100, 10 when not configured', () => {
    const { clampMaxEvents } = freshReporter();
    expect(clampMaxEvents(undefined)).toBe(10);
    expect(clampMaxEvents(Number.NaN)).toBe(10);
    expect(clampMaxEvents(0)).toBe(1);
    expect(clampMaxEvents(-5)).toBe(1);
    expect(clampMaxEvents(25)).toBe(25);
    expect(clampMaxEvents(500)).toBe(100);
  });

  it('does not start, nor send anything, without a project key', async () => {
    const posted = recordRequests();
    const { errorReporter, reportError } = freshReporter();
    await expect(errorReporter(appConfigWith({ bugsnagNotifyEndpoint: NOTIFY, bugsnagSessionsEndpoint: SESSIONS }))).resolves.toBeNull();
    await reportError(appConfigWith(undefined), new Error('Sin clave'));
    expect(posted).toEqual([]);
  });

  it('sends a reported error, with its message and the build, to the configured endpoint', async () => {
    const posted = recordRequests();
    const { reportError } = freshReporter();
    const config = appConfigWith({ bugsnagApiKey: KEY, bugsnagNotifyEndpoint: NOTIFY, bugsnagSessionsEndpoint: SESSIONS });
    await reportError(config, new Error('La página se cayó'));
    await waitFor(() => expect(notified(posted)).toHaveLength(1));
    const [event] = notified(posted)[0]!.body.events!;
    expect(event!.exceptions[0]!.message).toBe('La página se cayó');
    expect(event!.app.version).toBe('0.1.0+abc');
  });

  it("writes nothing to the visitor's browser storage, even when it sends an error", async () => {
    const posted = recordRequests();
    localStorage.clear();
    const { reportError } = freshReporter();
    await reportError(appConfigWith({ bugsnagApiKey: KEY, bugsnagNotifyEndpoint: NOTIFY, bugsnagSessionsEndpoint: SESSIONS }), new Error('Sin rastro'));
    await waitFor(() => expect(notified(posted)).toHaveLength(1));
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('leaves automatic error detection off: an uncaught error is not sent', async () => {
    const posted = recordRequests();
    const { errorReporter } = freshReporter();
    const client = await errorReporter(appConfigWith({ bugsnagApiKey: KEY, bugsnagNotifyEndpoint: NOTIFY, bugsnagSessionsEndpoint: SESSIONS }));
    expect(client).not.toBeNull();
    // With detection on, BugSnag would own window.onerror and send this.
    window.onerror?.('No capturado', 'https://empleos.example.cl/main.js', 1, 1, new Error('No capturado'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notified(posted)).toEqual([]);
  });

  it('sends at most the configured number of events per session', async () => {
    const posted = recordRequests();
    const { reportError } = freshReporter();
    const config = appConfigWith({ bugsnagApiKey: KEY, bugsnagNotifyEndpoint: NOTIFY, bugsnagSessionsEndpoint: SESSIONS, bugsnagMaxEvents: 2 });
    for (const n of [1, 2, 3]) await reportError(config, new Error(`Error ${n}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notified(posted).map((p) => p.body.events![0]!.exceptions[0]!.message)).toEqual(['Error 1', 'Error 2']);
  });

  it('sends at least one event when the configured limit is below the range', async () => {
    const posted = recordRequests();
    const { reportError } = freshReporter();
    const config = appConfigWith({ bugsnagApiKey: KEY, bugsnagNotifyEndpoint: NOTIFY, bugsnagSessionsEndpoint: SESSIONS, bugsnagMaxEvents: 0 });
    for (const n of [1, 2]) await reportError(config, new Error(`Error ${n}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notified(posted)).toHaveLength(1);
  });
});
