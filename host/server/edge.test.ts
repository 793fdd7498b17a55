/** @jest-environment node */
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import * as v from 'valibot';
import { AppConfigSchema } from '@portal/shared/config';
import { SHARED_CACHE } from '@portal/shared/http';
import { pagesOf } from './ssr/page-bytes';
import { testEdges } from './testing/test-edges';

const HASHED_CHUNK = '525.91f5fbf5.js';
const { edgeWith } = testEdges({
  'main.js': 'import("./bootstrap")',
  [HASHED_CHUNK]: 'console.log(1)',
  [`${HASHED_CHUNK}.br`]: brotliCompressSync('console.log(1)'),
  [`${HASHED_CHUNK}.map`]: '{"version":3,"sources":["src/secreto.ts"]}',
  'main.js.map': '{"version":3,"sources":["src/secreto.ts"]}',
  'build-info.json': JSON.stringify({ app: 'host', version: '0.1.0', buildId: 'abc123def456' }),
});

describe('host edge server', () => {
  it('answers /remotes.json with the local default manifest URLs, never cached', async () => {
    const response = await (await edgeWith()).inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      mfe_search: 'http://localhost:8081/mf-manifest.json',
      mfe_account: 'http://localhost:8082/mf-manifest.json',
      mfe_feria: 'http://localhost:8083/mf-manifest.json',
      mfe_content: 'http://localhost:8084/mf-manifest.json',
    });
  });

  it('moves a remote by an env variable alone: same build, new URL in /remotes.json and in the page data', async () => {
    const before = await edgeWith();
    const after = await edgeWith({}, { MFE_SEARCH_URL: 'https://cdn.test/mfe-search/2026-11-22/mf-manifest.json' });

    expect((await after.inject('/remotes.json')).json()).toMatchObject({
      mfe_search: 'https://cdn.test/mfe-search/2026-11-22/mf-manifest.json',
      mfe_account: 'http://localhost:8082/mf-manifest.json',
    });
    const pageData = /<script type="application\/json" id="datos-pagina">.*?<\/script>/;
    const [pageAfter, pageBefore] = [(await after.inject('/')).body, (await before.inject('/')).body];
    expect(pageAfter.replace(pageData, '')).toBe(pageBefore.replace(pageData, ''));
    expect(pageAfter).toContain('"mfe_search":"https://cdn.test/mfe-search/2026-11-22/mf-manifest.json"');
  });

  it('answers /app-config.json from env variables, valid for the browser apps, with the build in the version', async () => {
    const edge = await edgeWith({}, { PRODUCT_NAME: 'Empleos Chile', HELP_CENTER_URL: 'https://ayuda.test/', NODE_ENV: 'production' });
    const response = await edge.inject('/app-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = v.parse(AppConfigSchema, response.json());
    expect(config).toMatchObject({
      apiBaseUrl: '/api/',
      searchServiceUrl: '/api/search-service/',
      helpCenterUrl: 'https://ayuda.test/',
      productName: 'Empleos Chile',
      environment: 'production',
      version: '0.1.0+abc123def456',
    });
  });

  it("serves index.html for any path that is not a file, a visitor's copy for shared caches only", async () => {
    const edge = await edgeWith();
    const response = await edge.inject('/trabajo/cajero-bancario-123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(SHARED_CACHE);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).toContain('<script defer src=/main.js></script>');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    const response = await (await edgeWith()).inject('/no-existe.js');
    expect(response.statusCode).toBe(404);
  });

  it('serves the pages of signed tokens, whose last segment has dots like a file name', async () => {
    const edge = await edgeWith();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJh';
    for (const path of [`/ingresa-a-tu-cuenta/${jwt}`, `/ingresa-a-tu-cuenta/externo/${jwt}`, `/cambio-email-principal/${jwt}`]) {
      const response = await edge.inject(path);
      expect({ path, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ path, status: 200, type: expect.stringMatching(/^text\/html/) });
      expect(response.body).toContain('noindex');
    }
  });

  it('serves the pages of e-mail links for a token of any shape (a cut or mistyped link), which explain it, noindex', async () => {
    const edge = await edgeWith();
    const pages: [path: string, title: string][] = [
      ['/correo/alerta-empleo/votacion/eyJhbGciOiJIUzI1NiJ9.eyJzdWIi', '¿Te sirvió este correo?'],
      ['/correo/alerta-empleo/respuesta-estimulo/123', '¿Sigues buscando trabajo?'],
      ['/correo/invitacion-movilidad/desiste-proceso/a.b', 'Desistir del proceso'],
      ['/colocacion/respuesta/no-es-un-token', '¿Fuiste contratado/a?'],
    ];
    for (const [path, title] of pages) {
      const response = await edge.inject(path);
      expect({ path, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ path, status: 200, type: expect.stringMatching(/^text\/html/) });
      expect(response.body).toContain(`<title>${title} | `);
      expect(response.body).toContain('noindex');
    }
  });

  it('still answers a plain 404 for a dotted path under a route whose last segment is not a checked token', async () => {
    const edge = await edgeWith();
    for (const path of ['/trabajo-empleo/bundle.js', '/ingresa-a-tu-cuenta/main.js', '/ingresa-a-tu-cuenta/externo/no.es.un.jwt.js']) {
      const response = await edge.inject(path);
      expect({ path, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ path, status: 404, type: 'text/plain; charset=utf-8' });
    }
  });

  it('caches content-hashed chunks forever and revalidates the entry script', async () => {
    const edge = await edgeWith();
    expect((await edge.inject(`/${HASHED_CHUNK}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await edge.inject('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await edge.inject('/')).headers['cache-control']).toBe(SHARED_CACHE);
  });

  it('sends the build\'s brotli copy to browsers that accept it', async () => {
    const response = await (await edgeWith()).inject({ url: `/${HASHED_CHUNK}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses pages and the api\'s JSON for browsers that accept it, and the build\'s copies only once', async () => {
    const api = Fastify();
    const ofertas = Array.from({ length: 200 }, (_, i) => ({ idOferta: i, nombreCargo: 'Cajero/a part time' }));
    api.get('/api/ofertas', async () => ({ ofertas }));
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    try {
      const edge = await edgeWith({}, { API_URL: apiUrl });
      for (const url of ['/', '/trabajo-empleo', '/trabajo/cajero-part-time-12']) {
        const page = await edge.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect({ url, encoding: page.headers['content-encoding'] }).toEqual({ url, encoding: 'br' });
        expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id=root>');
      }
      const json = await edge.inject({ url: '/api/ofertas', headers: { 'accept-encoding': 'gzip' } });
      expect(json.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(json.rawPayload).toString())).toEqual({ ofertas });
      // A browser that does not say it accepts compression gets the page as it is.
      const plain = await edge.inject('/');
      expect(plain.headers).not.toHaveProperty('content-encoding');
      expect(plain.body).toContain('<div id=root>');
      const chunk = await edge.inject({ url: `/${HASHED_CHUNK}`, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(chunk.rawPayload).toString()).toBe('console.log(1)');
    } finally {
      await api.close();
    }
  });

  it('sends security headers with every answer: pages, files and configuration', async () => {
    const edge = await edgeWith();
    for (const url of ['/', '/main.js', '/remotes.json', '/robots.txt']) {
      expect((await edge.inject(url)).headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': expect.stringContaining('geolocation=(self)'),
        'content-security-policy': expect.stringContaining("script-src 'self'"),
      });
    }
  });

  it('never serves a source map, should a build leave one in dist', async () => {
    const edge = await edgeWith();
    for (const url of [`/${HASHED_CHUNK}.map`, '/main.js.map', '/MAIN.JS.MAP']) {
      const response = await edge.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secreto');
    }
  });

  it('sends HSTS on pages, files and configuration over https only', async () => {
    const hsts = 'max-age=31536000; includeSubDomains';
    const trusted = await edgeWith({}, { EDGE_TRUST_PROXY: '1' });
    const direct = await edgeWith();
    for (const url of ['/', '/noticias', '/main.js', `/${HASHED_CHUNK}`, '/remotes.json']) {
      expect((await trusted.inject({ url, headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe(hsts);
      expect((await trusted.inject({ url, headers: { 'x-forwarded-proto': 'http' } })).headers).not.toHaveProperty('strict-transport-security');
      // Only a proxy the edge trusts can say the visitor came over https.
      expect((await direct.inject({ url, headers: { 'x-forwarded-proto': 'https' } })).headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('proxies /api, /health and short links /e/{codigo} to the api', async () => {
    const api = Fastify();
    api.get('/api/config/portal', async (request) => ({ dominio: (request.query as { dominio: string }).dominio }));
    // The api's helmet sends HSTS on every answer: over http the edge does not pass it on.
    api.get('/health', async (_request, reply) => reply.header('strict-transport-security', 'max-age=15552000').send({ ok: true }));
    api.get('/e/:codigo', async (_request, reply) => reply.redirect('http://localhost/trabajo/1', 302));
    const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    try {
      const edge = await edgeWith({ portalData: undefined }, { API_URL: apiUrl });
      expect((await edge.inject('/api/config/portal?dominio=saae.localhost')).json()).toEqual({ dominio: 'saae.localhost' });
      const health = await edge.inject('/health');
      expect(health.json()).toEqual({ ok: true });
      expect(health.headers).not.toHaveProperty('strict-transport-security');
      const corto = await edge.inject('/e/1c');
      expect({ status: corto.statusCode, location: corto.headers.location }).toEqual({ status: 302, location: 'http://localhost/trabajo/1' });
    } finally {
      await api.close();
    }
  });
});

describe('pages rendered on the server', () => {
  const rendered = { html: Buffer.from('<main><h1>Cajero</h1></main>'), styles: '<style data-styled="true">.a{}</style>', preloads: [], fechaServidor: null, enNavegador: [] };

  it('a page the renderer renders arrives with its markup, styles and data, under the same CSP; a 404 is never rendered', async () => {
    const serverRender = jest.fn(async () => ({ ...rendered, canales: [], respuestas: { 'oferta:123': { idOferta: 123 } } }));
    const edge = await edgeWith({ serverRender: pagesOf(serverRender) });
    const page = await edge.inject({ url: '/trabajo/cajero-bancario-123?x=1', headers: { cookie: 'otra=1' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id=root><main><h1>Cajero</h1></main></div>');
    expect(page.body).toContain('<style data-styled="true">.a{}</style></head>');
    expect(page.body).toContain('"render":{"canales":[],"respuestas":{"oferta:123":{"idOferta":123}},"fechaServidor":null,"enNavegador":[]}');
    // Still no inline script may run: the data travel as JSON.
    expect(/script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]).not.toMatch(/unsafe-inline|nonce/);
    expect(serverRender).toHaveBeenCalledWith(expect.objectContaining({ url: '/trabajo/cajero-bancario-123?x=1', cookie: 'otra=1' }));

    expect((await edge.inject('/trabajo/no-existe-999')).statusCode).toBe(404);
    expect(serverRender).toHaveBeenCalledTimes(1);
  });

  it('a rendered page arrives compressed as the browser accepts it, its validator the same for every encoding', async () => {
    const edge = await edgeWith({ serverRender: pagesOf(async () => ({ ...rendered, canales: [], respuestas: {} })) });
    const url = '/trabajo/cajero-bancario-123';
    const inject = (accepted: string) => edge.inject({ url, headers: { 'accept-encoding': accepted } });
    const [br, gzip, plain] = [await inject('br, gzip'), await inject('gzip;q=1, br;q=0'), await inject('identity')];
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<h1>Cajero</h1>');
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(1);
  });

  it('a page the renderer declines is sent as before, to render in the browser', async () => {
    const edge = await edgeWith({ serverRender: pagesOf(async () => null) });
    const page = await edge.inject('/trabajo/cajero-bancario-123');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id=root></div>');
    expect(page.body).not.toContain('"render"');
  });
});
