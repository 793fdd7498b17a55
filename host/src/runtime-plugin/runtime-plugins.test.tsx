import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { reloadPage } from '../lib/reload';
import fallbackPlugin from './fallback';
import retryPlugin, { fetchManifest } from './retry';
import timeoutPlugin, { MANIFEST_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './timeout';

jest.mock('../lib/reload', () => ({ reloadPage: jest.fn() }));

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];

function failure(overrides: Partial<ErrorArgs>): ErrorArgs {
  return { id: 'mfe_search/pages', error: new Error('down'), from: 'runtime', lifecycle: 'onLoad', origin: {} as never, ...overrides };
}

describe('fallback runtime plugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a failed ./pages into pages that all show the Spanish fallback', async () => {
    const module = (await fallbackPlugin().errorLoadRemote?.(failure({}))) as { pages: Record<string, ComponentType> };
    const Home = module.pages.home as ComponentType;
    render(<Home />);
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    expect(module.pages.noticias).toBe(Home);
  });

  it('answers build-time imports with a module factory', async () => {
    const factory = await fallbackPlugin().errorLoadRemote?.(failure({ from: 'build' }));
    expect(typeof factory).toBe('function');
    expect((factory as () => { pages: unknown })().pages).toBeDefined();
  });

  it('leaves other exposed modules to their callers, which have their own fallback', async () => {
    await expect(fallbackPlugin().errorLoadRemote?.(failure({ id: 'mfe_search/SearchBox' }))).resolves.toBeUndefined();
  });

  it('reloads the page once when a chunk of the remote fails, then shows the fallback within 10 s', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    sessionStorage.clear();
    try {
      const chunkFailure = () => failure({ error: Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' }) });
      let settled = false;
      const answer = fallbackPlugin().errorLoadRemote?.(chunkFailure()) as Promise<unknown>;
      void answer.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(reloadPage).toHaveBeenCalledTimes(1);
      expect(settled).toBe(false);

      jest.advanceTimersByTime(9_000);
      const module = (await fallbackPlugin().errorLoadRemote?.(chunkFailure())) as { pages: Record<string, ComponentType> };
      expect(reloadPage).toHaveBeenCalledTimes(1);
      const Page = module.pages.noticias as ComponentType;
      render(<Page />);
      expect(screen.getByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets manifest errors through so they reach the onLoad stage', async () => {
    await expect(fallbackPlugin().errorLoadRemote?.(failure({ lifecycle: 'afterResolve' }))).resolves.toBeUndefined();
  });
});

describe('timeout runtime plugin', () => {
  it('gives remote entry scripts a short timeout', () => {
    expect(timeoutPlugin().createScript?.({ url: 'http://localhost:8081/remoteEntry.js' })).toEqual({ timeout: SCRIPT_TIMEOUT_MS });
  });

  it('puts a deadline on the manifest request it hands on', async () => {
    const init: RequestInit = {};
    await timeoutPlugin().fetch?.('http://localhost:8081/mf-manifest.json', init);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(MANIFEST_TIMEOUT_MS).toBeLessThanOrEqual(3000);
  });
});

describe('retry runtime plugin', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const realFetch = global.fetch;
  afterAll(() => {
    global.fetch = realFetch;
  });
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('retries a failed manifest request once and returns the answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('{}'));
    const response = await retryPlugin().fetch?.('http://localhost:8084/mf-manifest.json', {});
    expect(response).toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry when the remote answers 500', async () => {
    fetchMock.mockImplementation(async () => new Response('boom', { status: 500 }));
    await expect(fetchManifest('http://localhost:8084/mf-manifest.json', {})).rejects.toThrow('HTTP 500');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a request that ran past its deadline', async () => {
    fetchMock.mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    await expect(fetchManifest('http://localhost:8084/mf-manifest.json', { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
