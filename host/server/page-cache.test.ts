/** @jest-environment node */
// Pages for shared caches (issue 24): a visitor's page may be kept by the load balancer's cache and revalidated
// with its ETag; a signed-in visitor's page, or one the api or a remote could not complete, never.
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { PRIVATE_CACHE, SHARED_CACHE } from '@portal/shared/http';
import { LOGIN_COOKIE } from '@portal/shared/state';
import { pagesOf } from './ssr/page-bytes';
import { stubPortalData } from './testing/edge-fixtures';
import { testEdges } from './testing/test-edges';

const { edgeWith } = testEdges();
const rendered = { html: Buffer.from('<main><h1>Cajero</h1></main>'), styles: '', preloads: [], fechaServidor: null, enNavegador: [], canales: [], respuestas: {} };

describe('pages for shared caches', () => {
  it("a visitor's rendered offer may be kept by a shared cache, and revalidates to a 304 without body", async () => {
    const edge = await edgeWith({ serverRender: pagesOf(async () => rendered) });
    const page = await edge.inject('/trabajo/cajero-bancario-123');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(SHARED_CACHE);
    expect(page.headers.etag).toMatch(/^W\/".+"$/);

    const revalidated = await edge.inject({ url: '/trabajo/cajero-bancario-123', headers: { 'if-none-match': String(page.headers.etag), 'accept-encoding': 'br' } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    const changed = await edge.inject({ url: '/trabajo/cajero-bancario-123', headers: { 'if-none-match': 'W/"antes"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<h1>Cajero</h1>');
  });

  it("a signed-in visitor's page is private, with no validator a cache could share", async () => {
    const edge = await edgeWith({ serverRender: pagesOf(async () => rendered) });
    const page = await edge.inject({ url: '/trabajo/cajero-bancario-123', headers: { cookie: `${LOGIN_COOKIE}=1` } });
    expect(page.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(page.headers.etag).toBeUndefined();
  });

  it('a page that should have arrived rendered and did not is not kept: the next visitor gets a complete one', async () => {
    const edge = await edgeWith({ serverRender: pagesOf(async () => null) });
    const page = await edge.inject('/trabajo/cajero-bancario-123');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("a host the api could not name (its defaults) is not kept, and a missing offer's 404 carries no validator", async () => {
    const unknown = await (await edgeWith({ portalData: { ...stubPortalData(), portal: async () => DEFAULT_PORTAL_CONFIG } })).inject('/');
    expect(unknown.headers['cache-control']).toBe('no-cache');

    const missing = await (await edgeWith({ serverRender: pagesOf(async () => rendered) })).inject('/trabajo/no-existe-999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(SHARED_CACHE);
    expect(missing.headers.etag).toBeUndefined();
  });
});
