import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError, shouldReloadFor } from './chunk-reload';

function chunkError(): Error {
  const error = new Error('Loading chunk 525 failed.\n(error: http://localhost:8080/525.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('reload after a failed page chunk', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('recognises webpack chunk load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads a path at most once per 10 seconds, remembered in the session across reloads', () => {
    expect(claimChunkReload('/noticias')).toBe(true);
    expect(sessionStorage.length).toBe(1);
    jest.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    expect(claimChunkReload('/noticias')).toBe(false);
    expect(claimChunkReload('/')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(claimChunkReload('/noticias')).toBe(true);
  });

  it('decides once per error, however often the error page renders', () => {
    const error = chunkError();
    expect(shouldReloadFor(error, '/noticias')).toBe(true);
    expect(shouldReloadFor(error, '/noticias')).toBe(true);
    expect(shouldReloadFor(chunkError(), '/noticias')).toBe(false);
    jest.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS);
    expect(shouldReloadFor(chunkError(), '/noticias')).toBe(true);
  });
});
