import { claimChunkReload, isChunkLoadError, shouldReloadFor } from './chunk-reload';

function chunkError(): Error {
  const error = new Error('Loading chunk 525 failed.\n(error: http://localhost:8080/525.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('reload after a failed page chunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises webpack chunk load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads a path at most once per 10 seconds', () => {
    expect(claimChunkReload('/noticias', 1_000)).toBe(true);
    expect(claimChunkReload('/noticias', 10_999)).toBe(false);
    expect(claimChunkReload('/', 10_999)).toBe(true);
    expect(claimChunkReload('/noticias', 11_000)).toBe(true);
  });

  it('decides once per error, however often the error page renders', () => {
    const error = chunkError();
    expect(shouldReloadFor(error, '/noticias')).toBe(true);
    expect(shouldReloadFor(error, '/noticias')).toBe(true);
    expect(shouldReloadFor(chunkError(), '/noticias')).toBe(false);
  });
});
