// Third-party scripts against a local stand-in: the tag manager and the accessibility widget load from it,
// the error reporter (BugSnag) and the performance tracing (BugSnag Performance) send to it: the error of
// /prueba-error-5 and the page's traces arrive there. The tag manager and tracing wait for the visitor's
// «Aceptar» (Ley 21.719). Only the host edge is restarted, with the keys and URLs in its environment.
import AxeBuilder from '@axe-core/webdriverio';
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
    // The error reporter's SDK only: tracing waits for «Aceptar».
    expect(sdkChunks(await resourceUrls()).length).toBe(1);
  });

  test("after «Aceptar», the page load's trace reaches the collector", async () => {
    await openPage('localhost', '/noticias');
    await (await findByRole('button', { name: 'Aceptar' })).click();
    const trace = await waitForRequest(collector, (r) => r.path === '/v1/traces' && spanNames(r).length > 0);
    expect(trace.headers['bugsnag-api-key']).toBe(API_KEY);
    expect(spanNames(trace)).toContainEqual(expect.stringContaining('[FullPageLoad]'));
  });

  const scriptsFetched = (path: string) => collector.received.filter((r) => r.method === 'GET' && r.path === path);

  const aviso = () => findByRole('region', { name: 'Cookies de medición' });
  const elegir = async (boton: 'Aceptar' | 'Rechazar') => (await findByRole('button', { name: boton })).click();
  /** The consent commands the page sent to the tag manager's data layer. */
  const senalesDeConsentimiento = () =>
    browser().execute(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .map((entrada) => Array.from(entrada as ArrayLike<unknown>))
        .filter((comando) => comando[0] === 'consent')
        .map((comando) => `${String(comando[1])}:${String((comando[2] as { analytics_storage: string }).analytics_storage)}`),
    );
  /** A visitor who never chose: the current page's cookies and storage cleared (none on a blank page). */
  const nuevaVisita = async () => {
    await browser().deleteCookies();
    await browser().execute(() => {
      try {
        localStorage.clear();
      } catch {
        // about:blank, when a test runs alone: there is nothing to clear.
      }
    });
  };

  test('the accessibility widget loads at once; the tag manager (default id) is requested only after «Aceptar»', async () => {
    await nuevaVisita();
    const gtmBefore = scriptsFetched('/gtm.js').length;
    await openPage('localhost', '/noticias');
    await findByRole('heading', { name: 'Noticias' });
    await waitForRequest(collector, (r) => r.method === 'GET' && r.path === '/widget.js');
    await aviso();
    // The scripts that need no consent started together with the notice: the tag manager and tracing were not among them.
    expect(scriptsFetched('/gtm.js')).toHaveLength(gtmBefore);
    expect(await browser().$('script[src*="/gtm.js"]').isExisting()).toBe(false);
    expect(await browser().execute(() => Object.keys(localStorage).filter((clave) => clave.startsWith('bugsnag')))).toEqual([]);
    expect((await resourceUrls()).filter((url) => url.includes('bugsnag-performance'))).toEqual([]);

    await elegir('Aceptar');
    const gtm = await waitForRequest(collector, (r) => r.method === 'GET' && r.path === '/gtm.js' && scriptsFetched('/gtm.js').length > gtmBefore);
    expect(gtm.query).toBe(`id=${TAG_MANAGER_ID}`);
    expect(await senalesDeConsentimiento()).toEqual(['default:denied', 'update:granted']);
    expect(await browser().$('section[aria-labelledby]').isExisting()).toBe(false);
  });

  test('the choice is remembered: the next page loads the tag manager without asking again', async () => {
    const gtmBefore = scriptsFetched('/gtm.js').length;
    await openPage('localhost', '/noticias');
    await findByRole('heading', { name: 'Noticias' });
    await waitForRequest(collector, () => scriptsFetched('/gtm.js').length > gtmBefore);
    expect(await browser().$('section[aria-labelledby]').isExisting()).toBe(false);
  });

  test('«Rechazar» loads no tag manager, on this page nor the next', async () => {
    await nuevaVisita();
    const gtmBefore = scriptsFetched('/gtm.js').length;
    for (const visita of [1, 2]) {
      const widgetsBefore = scriptsFetched('/widget.js').length;
      await openPage('localhost', '/noticias');
      await findByRole('heading', { name: 'Noticias' });
      if (visita === 1) await elegir('Rechazar');
      // Once the widget of this page has loaded, every script allowed on it has been added.
      await waitForRequest(collector, () => scriptsFetched('/widget.js').length > widgetsBefore);
    }
    expect(await browser().$('section[aria-labelledby]').isExisting()).toBe(false);
    expect(scriptsFetched('/gtm.js')).toHaveLength(gtmBefore);
    expect(await senalesDeConsentimiento()).toEqual([]);
    expect((await resourceUrls()).filter((url) => url.includes('bugsnag-performance'))).toEqual([]);
  });

  /** Where the page's main content and footer are in the document (not the viewport: scrolling is no move). */
  const posiciones = () =>
    browser().execute(() =>
      ['main', 'footer'].map((selector) => {
        const caja = document.querySelector(selector)!.getBoundingClientRect();
        return { selector, top: caja.top + window.scrollY, height: caja.height };
      }),
    );

  test('the notice meets WCAG 2.1 AA; the footer\'s «Configurar cookies» brings it back without moving the page', async () => {
    await nuevaVisita();
    await openPage('localhost', '/noticias');
    await aviso();
    const results = await new AxeBuilder({ client: browser() }).include('section[aria-labelledby]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await elegir('Rechazar');

    const sinAviso = await posiciones();
    await (await findByRole('button', { name: 'Configurar cookies' })).click();
    await aviso();
    expect(await posiciones()).toEqual(sinAviso);
    await elegir('Aceptar');
    expect(await senalesDeConsentimiento()).toEqual(['default:denied', 'update:granted']);
  });

  test('a disabled portal loads no accessibility widget', async () => {
    await nuevaVisita();
    const widgetsBefore = scriptsFetched('/widget.js').length;
    await openPage('cerrado.localhost', '/');
    await findByRole('heading', { name: /Portal no disponible/ });

    // The notice shows once the scripts that need no consent were added: the widget would be there by then.
    await aviso();
    expect(await browser().$('script[src$="/widget.js"]').isExisting()).toBe(false);
    expect(scriptsFetched('/widget.js')).toHaveLength(widgetsBefore);
  });
});
