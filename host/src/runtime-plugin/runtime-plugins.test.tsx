import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { reloadPage } from '../lib/reload';
import fallbackPlugin from './fallback';
import retryPlugin from './retry';
import timeoutPlugin, { SCRIPT_TIMEOUT_MS } from './timeout';

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

  it('lets errors of earlier stages through so they reach the onLoad stage', async () => {
    await expect(fallbackPlugin().errorLoadRemote?.(failure({ lifecycle: 'afterResolve' }))).resolves.toBeUndefined();
  });
});

describe('timeout runtime plugin', () => {
  it('gives remote entry scripts a short timeout', () => {
    expect(timeoutPlugin().createScript?.({ url: 'http://localhost:8081/remoteEntry.js' })).toEqual({ timeout: SCRIPT_TIMEOUT_MS });
  });
});

describe('retry runtime plugin', () => {
  it('retries a remote entry that failed to load, and sends no requests of its own', () => {
    const plugin = retryPlugin();
    expect(plugin.loadEntryError).toEqual(expect.any(Function));
    expect(plugin.fetch).toBeUndefined();
  });
});
