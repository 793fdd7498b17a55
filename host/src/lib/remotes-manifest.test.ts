import { fetchRemotesManifest, parseRemotesManifest } from './remotes-manifest';

const valid = {
  mfe_search: 'http://localhost:8081/mf-manifest.json',
  mfe_account: 'https://account.example.test/v42/mf-manifest.json',
  mfe_feria: '/remotes/feria/mf-manifest.json',
  mfe_content: 'http://localhost:8084/mf-manifest.json',
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('remotes.json', () => {
  it('accepts absolute and same-origin manifest URLs for every remote', () => {
    expect(parseRemotesManifest(valid)).toEqual(valid);
  });

  it('names the missing remote and the malformed URL in its error', () => {
    const { mfe_feria: _missing, ...rest } = valid;
    expect(() => parseRemotesManifest({ ...rest, mfe_search: 'localhost:8081' })).toThrow(
      /PORTAL-BOOT-001.*mfe_search: must be an http\(s\) URL.*mfe_feria/,
    );
  });

  it('is fetched without the browser cache and validated', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse(valid));
    await expect(fetchRemotesManifest(fetchImpl)).resolves.toEqual(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fails clearly when the edge answers an error', async () => {
    await expect(fetchRemotesManifest(async () => jsonResponse({}, 503))).rejects.toThrow('/remotes.json answered HTTP 503');
  });
});
