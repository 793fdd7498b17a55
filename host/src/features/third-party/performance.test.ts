/**
 * @jest-environment-options {"url": "https://empleos.example.cl/"}
 */
// The portal's own host name: on a host named `localhost` the SDK runs in its development mode.
import type { AppConfig } from '@portal/shared/config';
import { performanceOptions, startPerformance } from './performance';
import { testAppConfig } from '../../testing/app-config';

const appConfig: AppConfig = testAppConfig({ version: '0.1.0+abc', thirdParty: { performanceApiKey: 'a'.repeat(32), performanceEndpoint: 'https://trazas.example.cl/v1/traces' } });

type BugsnagPerformanceClient = typeof import('@bugsnag/browser-performance').default;

const SECOND = 1000;
const HOUR = 3600 * SECOND;

interface Sent {
  url: string;
  spans: string[];
}

/** The real SDK, fresh, started with the portal's options; its fetch answers with the statuses given. */
function startTracing(statuses: Array<number | 'network-error'> = []) {
  jest.resetModules();
  const sent: Sent[] = [];
  const answers = [...statuses];
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Array<{ name: string }> }> }> };
    sent.push({ url: String(url), spans: body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((span) => span.name))) });
    const answer = answers.shift() ?? 200;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer });
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh SDK that sees the stubbed fetch
  const BugsnagPerformance = (require('@bugsnag/browser-performance') as { default: BugsnagPerformanceClient }).default;
  const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  BugsnagPerformance.start({
    ...performanceOptions(appConfig)!,
    // Test-only: no automatic spans and no sampling round trip, so every span sent is one of ours.
    autoInstrumentFullPageLoads: false,
    autoInstrumentNetworkRequests: false,
    autoInstrumentRouteChanges: false,
    samplingProbability: 1,
    logger: silent,
  });
  const endSpans = (prefix: string, count: number, attributes = 0) => {
    for (let i = 0; i < count; i++) {
      const span = BugsnagPerformance.startSpan(`${prefix}-${i}`);
      for (let a = 0; a < attributes; a++) span.setAttribute(`atributo.${a}`, 'x'.repeat(1024));
      span.end();
    }
  };
  return { sent, endSpans };
}

const spansSent = (sent: Sent[], prefix: string) => sent.flatMap((s) => s.spans).filter((name) => name.startsWith(prefix));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'performance'] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('performance tracing options', () => {
  it('is not started without a project key, so its SDK is never fetched', async () => {
    expect(performanceOptions({ ...appConfig, thirdParty: {} })).toBeNull();
    await expect(startPerformance({ ...appConfig, thirdParty: undefined })).resolves.toBe(false);
  });

  it('passes the project key, the configured endpoint and the build, stores no device id, and leaves every other SDK default alone', () => {
    expect(performanceOptions(appConfig)).toEqual({
      apiKey: 'a'.repeat(32),
      endpoint: 'https://trazas.example.cl/v1/traces',
      appVersion: '0.1.0+abc',
      releaseStage: 'production',
      generateAnonymousId: false,
    });
  });
});

describe('performance tracing delivery (the SDK with the portal options)', () => {
  it('sends its traces to the configured endpoint', async () => {
    const { sent, endSpans } = startTracing();
    await jest.advanceTimersByTimeAsync(0);
    endSpans('ruta', 1);
    await jest.advanceTimersByTimeAsync(30 * SECOND);
    expect(sent.map((s) => s.url)).toEqual(['https://trazas.example.cl/v1/traces']);
  });

  it("stores no device id in the visitor's browser while it sends traces", async () => {
    localStorage.clear();
    const { sent, endSpans } = startTracing();
    await jest.advanceTimersByTimeAsync(0);
    endSpans('ruta', 1);
    await jest.advanceTimersByTimeAsync(30 * SECOND);
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem('bugsnag-anonymous-id')).toBeNull();
  });

  it('sends a batch after 30 s without a new span, not before', async () => {
    const { sent, endSpans } = startTracing();
    await jest.advanceTimersByTimeAsync(0);
    endSpans('ruta', 3);
    await jest.advanceTimersByTimeAsync(30 * SECOND - 1);
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(spansSent(sent, 'ruta')).toHaveLength(3);
  });

  it('sends a batch as soon as it holds 100 spans, without waiting', async () => {
    const { sent, endSpans } = startTracing();
    await jest.advanceTimersByTimeAsync(0);
    endSpans('carga', 99);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    endSpans('centesima', 1);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.spans.length)).toEqual([100]);
    endSpans('siguiente', 1);
    await jest.advanceTimersByTimeAsync(30 * SECOND);
    expect(sent.map((s) => s.spans.length)).toEqual([100, 1]);
  });

  /** A batch answered `status`, then a batch answered 200 (which retries the queue): was the first resent? */
  async function resentAfter(status: number | 'network-error', { spans = 1, attributes = 0, wait = 0 } = {}) {
    const { sent, endSpans } = startTracing([status, 200, 200]);
    await jest.advanceTimersByTimeAsync(0);
    endSpans('primera', spans, attributes);
    await jest.advanceTimersByTimeAsync(30 * SECOND);
    if (wait) jest.setSystemTime(Date.now() + wait);
    endSpans('segunda', 1);
    await jest.advanceTimersByTimeAsync(30 * SECOND);
    return spansSent(sent, 'primera').length > spans;
  }

  it('treats a 2xx answer as delivered and never sends that batch again', async () => {
    expect(await resentAfter(200)).toBe(false);
    expect(await resentAfter(204)).toBe(false);
  });

  it.each([400, 401, 403, 404, 413, 422])('discards a batch answered %i', async (status) => {
    expect(await resentAfter(status)).toBe(false);
  });

  it.each([402, 407, 408, 429, 500, 503])('retries a batch answered %i', async (status) => {
    expect(await resentAfter(status)).toBe(true);
  });

  it('drops a queued batch once it is 24 hours old', async () => {
    expect(await resentAfter(503, { wait: 24 * HOUR - SECOND - 30 * SECOND })).toBe(true);
    expect(await resentAfter(503, { wait: 24 * HOUR })).toBe(false);
  });

  it('discards a failed batch of more than 1,000,000 characters and retries a smaller one', async () => {
    // 10 spans × 100 attributes × 1024 characters: just over 1,000,000 characters.
    expect(await resentAfter('network-error', { spans: 10, attributes: 100 })).toBe(false);
    expect(await resentAfter('network-error', { spans: 10, attributes: 80 })).toBe(true);
  });
});
