// Third-party scripts against a local stand-in: the tag manager and the accessibility widget load from it,
// the error reporter (BugSnag) and the performance tracing (BugSnag Performance) send to it: the error of
// /prueba-error-5 and the page's traces arrive there. Only the host edge is restarted, with the keys and
// URLs in its environment.
import { browser, openPage, resourceUrls, useBrowser } from './support/browser';
import { startCollector, type Collector, type Received } from './support/collector';
import { findByRole } from './support/queries';
import { startService, stopService } from './support/stack';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

/** The message /prueba-error-5 throws (host/src/features/error-tests/PruebaErrorPages.tsx). */
const RENDER_ERROR_MESSAGE = 'Prueba de error 5: error al mostrar la página';
const API_KEY = '0123456789abcdef0123456789abcdef';
const TAG_MANAGER_ID = 'GTM-E2E0001';

interface NotifyPayload {
  apiKey: string;
  events: Array<{ exceptions: Array<{ errorClass: string; message: string }>; unhandled: boolean }>;
}

interface TracePayload {
  resourceSpans: Array<{ scopeSpans: Array<{ spans: Array<{ name: string }> }> }>;
}

const sdkChunks = (urls: string[]) => urls.filter((url) => /\/bugsnag[.-]/.test(new URL(url).pathname));

/** Waits until the collector has received a request that `found` accepts. */
async function waitForRequest(collector: Collector, found: (r: Received) => boolean, timeout = OUTCOME_TIMEOUT_MS): Promise<Received> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const hit = collector.received.find(found);
    if (hit) return hit;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const paths = collector.received.map((r) => r.path).join(', ') || 'nothing';
  throw new Error(`The collector did not receive the expected request within ${timeout} ms (received: ${paths}).`);
}

const spanNames = (r: Received) =>
  (JSON.parse(r.body) as TracePayload).resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((s) => s.spans.map((span) => span.name)));

describe('without keys', () => {
  test('the error page shows and neither reporter SDK is fetched', async () => {
    await openPage('localhost', '/prueba-error-5');
    await findByRole('heading', { name: '¡Se cayó la página!' });

    expect(sdkChunks(await resourceUrls())).toEqual([]);
  });
});

describe('with keys and a local collector', () => {
  let collector: Collector;

  beforeAll(async () => {
    collector = await startCollector();
    await stopService('host');
    await startService('host', {
      BUGSNAG_API_KEY: API_KEY,
      BUGSNAG_NOTIFY_ENDPOINT: `${collector.origin}/notify`,
      BUGSNAG_SESSIONS_ENDPOINT: `${collector.origin}/sessions`,
      BUGSNAG_PERFORMANCE_API_KEY: API_KEY,
      BUGSNAG_PERFORMANCE_ENDPOINT: `${collector.origin}/v1/traces`,
      TAG_MANAGER_URL: collector.origin,
      TAG_MANAGER_DEFAULT_ID: TAG_MANAGER_ID,
      ACCESSIBILITY_WIDGET_URL: `${collector.origin}/widget.js`,
      // For the edge's Content-Security-Policy: scripts load from the stand-in, reports go to it.
      THIRD_PARTY_SCRIPT_ORIGINS: collector.origin,
    });
  });

  afterAll(async () => {
    await stopService('host');
    await startService('host');
    await collector?.close();
  });

  test('the render error of /prueba-error-5 reaches the collector, reported by the shell', async () => {
    await openPage('localhost', '/prueba-error-5');
    await findByRole('heading', { name: '¡Se cayó la página!' });

    const notify = await waitForRequest(collector, (r) => r.path === '/notify');
    const payload = JSON.parse(notify.body) as NotifyPayload;
    expect(payload.apiKey).toBe(API_KEY);
    expect(payload.events).toHaveLength(1);
    expect(payload.events[0]!.exceptions[0]).toMatchObject({ errorClass: 'Error', message: RENDER_ERROR_MESSAGE });
    // Automatic detection is off: the event is the one the error page sent.
    expect(payload.events[0]!.unhandled).toBe(false);
    expect(sdkChunks(await resourceUrls()).length).toBe(2);
  });

  test("the page load's trace reaches the collector", async () => {
    const trace = await waitForRequest(collector, (r) => r.path === '/v1/traces' && spanNames(r).length > 0);
    expect(trace.headers['bugsnag-api-key']).toBe(API_KEY);
    expect(spanNames(trace)).toContainEqual(expect.stringContaining('[FullPageLoad]'));
  });

  const scriptsFetched = (path: string) => collector.received.filter((r) => r.method === 'GET' && r.path === path);

  test('the tag manager (default id) and the accessibility widget load from their configured URLs', async () => {
    await openPage('localhost', '/noticias');
    await findByRole('heading', { name: 'Noticias' });

    await waitForRequest(collector, (r) => r.method === 'GET' && r.path === '/widget.js');
    const gtm = await waitForRequest(collector, (r) => r.method === 'GET' && r.path === '/gtm.js');
    expect(gtm.query).toBe(`id=${TAG_MANAGER_ID}`);
  });

  test('a disabled portal loads no accessibility widget', async () => {
    const widgetsBefore = scriptsFetched('/widget.js').length;
    const gtmBefore = scriptsFetched('/gtm.js').length;
    await openPage('cerrado.localhost', '/');
    await findByRole('heading', { name: /Portal no disponible/ });

    // The tag manager still loads, and both scripts are added to the document in the same call: once gtm.js
    // is there, the widget would be too.
    await waitForRequest(collector, () => scriptsFetched('/gtm.js').length > gtmBefore);
    expect(await browser().$('script[src*="/gtm.js"]').isExisting()).toBe(true);
    expect(await browser().$('script[src$="/widget.js"]').isExisting()).toBe(false);
    expect(scriptsFetched('/widget.js')).toHaveLength(widgetsBefore);
  });
});
