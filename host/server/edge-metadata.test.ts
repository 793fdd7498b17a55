/** @jest-environment node */
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { ROUTES, type RouteDef } from '@portal/shared/routes';
import { edgeOptionsFromEnv } from './config';
import type { EdgeOptions } from './edge';
import { NOTICIA, OFERTA, PORTAL, stubPortalData } from './testing/edge-fixtures';
import { testEdges } from './testing/test-edges';

const { edgeWith, buildDir } = testEdges();

const page = async (url: string, options?: Partial<EdgeOptions>) =>
  (await edgeWith(options)).inject({ url, headers: { host: 'localhost:8080' } });

/** The content of `<meta {key}="{name}" content="…">` in the HTML, entities left as sent. */
function metaContent(html: string, key: 'name' | 'property', name: string): string | undefined {
  return new RegExp(`<meta ${key}="${name}" content="([^"]*)"`).exec(html)?.[1];
}

function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('page metadata in the HTML the edge sends', () => {
  it('gives the home page its title, description, canonical link, robots and Open Graph tags, once each', async () => {
    const { statusCode, body } = await page('/?utm_source=whatsapp');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Ofertas de empleo | Portal de Empleo Chile</title>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="?description/g)).toHaveLength(1);
    expect(metaContent(body, 'name', 'description')).toBe('Miles de ofertas de empleo en todo Chile');
    expect(metaContent(body, 'name', 'robots')).toBe('index, follow');
    expect(body).toContain('<link rel="canonical" href="http://localhost:8080/" data-page-meta />');
    expect(metaContent(body, 'property', 'og:url')).toBe('http://localhost:8080/');
    expect(metaContent(body, 'property', 'og:title')).toBe('Ofertas de empleo');
    expect(body).toContain('<script defer src=/main.js></script>');
  });

  it('marks the login page noindex, without a canonical link', async () => {
    const { statusCode, body } = await page('/ingresa-a-tu-cuenta');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Ingresa a tu cuenta | Portal de Empleo Chile</title>');
    expect(metaContent(body, 'name', 'robots')).toBe('noindex');
    expect(body).not.toContain('rel="canonical"');
  });

  it('titles an offer with its position and company, escaped, and points to its canonical URL', async () => {
    const { statusCode, body } = await page('/trabajo/123');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Cajero Part Time en Banco &quot;Austral&quot; &amp; &lt;Cía&gt; | Portal de Empleo Chile</title>');
    expect(metaContent(body, 'property', 'og:title')).toBe('Cajero Part Time en Banco &quot;Austral&quot; &amp; &lt;Cía&gt;');
    expect(metaContent(body, 'name', 'description')).toBe('Atención de clientes en caja.');
    expect(body).toContain('<link rel="canonical" href="http://localhost:8080/trabajo/cajero-part-time-123" data-page-meta />');
  });

  it("gives an offer its own card image from the api, as an absolute URL on the portal's origin", async () => {
    const { body } = await page('/trabajo/123');
    const imagen = metaContent(body, 'property', 'og:image');
    expect(imagen).toMatch(/^http:\/\/localhost:8080\/api\/ofertas\/123\/card\.png\?dominio=localhost&amp;v=[0-9a-z]+$/);
    expect(metaContent(body, 'name', 'twitter:image')).toBe(imagen);
    expect(metaContent(body, 'name', 'twitter:card')).toBe('summary_large_image');
    const alt = 'Oferta de empleo: Cajero Part Time en Banco &quot;Austral&quot; &amp; &lt;Cía&gt;';
    expect(metaContent(body, 'property', 'og:image:alt')).toBe(alt);
    expect(metaContent(body, 'name', 'twitter:image:alt')).toBe(alt);
  });

  it("describes a news article's image with its title, and the portal's card with the portal's name", async () => {
    const noticias = [{ ...NOTICIA, urlImagen: 'https://cdn.test/noticias/12.jpg' }];
    const edge = await edgeWith({ portalData: stubPortalData({ noticias, portales: { localhost: { ...PORTAL, urlCardOg: 'https://cdn.test/card.png' } } }) });
    const articulo = (await edge.inject({ url: '/noticias/12-como-negociar-tu-sueldo', headers: { host: 'localhost:8080' } })).body;
    expect(metaContent(articulo, 'property', 'og:image')).toBe('https://cdn.test/noticias/12.jpg');
    expect(metaContent(articulo, 'property', 'og:image:alt')).toBe('Cómo negociar tu sueldo');
    expect(metaContent(articulo, 'name', 'twitter:image:alt')).toBe('Cómo negociar tu sueldo');
    const home = (await edge.inject({ url: '/', headers: { host: 'localhost:8080' } })).body;
    expect(metaContent(home, 'property', 'og:image:alt')).toBe('Portal de Empleo Chile');
    expect(metaContent(home, 'name', 'twitter:image:alt')).toBe('Portal de Empleo Chile');
  });

  it('embeds the JobPosting of a live offer, with no way to close its script element', async () => {
    const { body } = await page('/trabajo/cajero-part-time-123');
    const script = /<script type="application\/ld\+json" data-page-path="\/trabajo\/cajero-part-time-123">([\s\S]*?)<\/script>/.exec(body)?.[1];
    expect(script).not.toMatch(/[<>]/);
    expect(jsonLd(body)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Cajero Part Time',
      description: OFERTA.descripcionOferta,
      datePosted: '2026-11-10',
      validThrough: '2099-12-10T23:59:59.000Z',
      url: 'http://localhost:8080/trabajo/cajero-part-time-123',
      identifier: { '@type': 'PropertyValue', name: 'Portal de Empleo Chile', value: '123' },
      hiringOrganization: { '@type': 'Organization', name: 'Banco "Austral" & <Cía>', logo: 'https://cdn.test/logos/9.png' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Av. Pedro Montt 1200',
          addressLocality: 'Valparaíso',
          addressRegion: 'Valparaíso',
          addressCountry: 'CL',
        },
      },
      employmentType: ['PART_TIME', 'TEMPORARY'],
      directApply: true,
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CLP', value: { '@type': 'QuantitativeValue', value: 450_000, unitText: 'MONTH' } },
    });
  });

  it('keeps an expired offer indexable but without JobPosting, and leaves the salary out when it is hidden', async () => {
    const expired = await page('/trabajo/vendedor-de-temporada-124');
    expect(expired.statusCode).toBe(200);
    expect(metaContent(expired.body, 'name', 'robots')).toBe('index, follow');
    expect(jsonLd(expired.body)).toBeUndefined();

    const hidden = await page('/trabajo/123', { portalData: stubPortalData({ ofertas: [{ ...OFERTA, mostrarSueldo: false, sueldo: null }] }) });
    expect(jsonLd(hidden.body)).not.toHaveProperty('baseSalary');
  });

  it('answers 404 for an unknown offer or path, still with the page the SPA renders its 404 in', async () => {
    for (const url of ['/trabajo/no-existe-999', '/no-existe-esta-pagina']) {
      const { statusCode, body } = await page(url);
      expect(statusCode).toBe(404);
      expect(body).toContain('<title>Página no encontrada | Portal de Empleo Chile</title>');
      expect(metaContent(body, 'name', 'robots')).toBe('noindex');
      expect(body).toContain('<div id=root></div>');
    }
  });

  it('names the place or area of a landing in its title and description, with the landing as canonical', async () => {
    const comuna = await page('/trabajo-nunoa?pagina=2');
    expect(comuna.statusCode).toBe(200);
    expect(comuna.body).toContain('<title>Trabajo en Ñuñoa | Portal de Empleo Chile</title>');
    expect(metaContent(comuna.body, 'name', 'description')).toBe(
      'Ofertas de trabajo en Ñuñoa publicadas en Portal de Empleo Chile. Filtra por cargo, área, jornada y sueldo, y postula en línea.',
    );
    expect(metaContent(comuna.body, 'name', 'robots')).toBe('index, follow');
    expect(comuna.body).toContain('<link rel="canonical" href="http://localhost:8080/trabajo-nunoa" data-page-meta />');
    expect(metaContent(comuna.body, 'property', 'og:title')).toBe('Trabajo en Ñuñoa');

    const area = await page('/trabajo-tecnologia');
    expect(area.statusCode).toBe(200);
    expect(area.body).toContain('<title>Ofertas de empleo de Tecnología | Portal de Empleo Chile</title>');
    expect(metaContent(area.body, 'name', 'description')).toMatch(/^Ofertas de empleo de Tecnología publicadas en Portal de Empleo Chile\./);
  });

  it("answers 404 for a landing the portal's data does not name, and keeps an offer under a landing the offer's", async () => {
    const desconocida = await page('/trabajo-atlantida');
    expect(desconocida.statusCode).toBe(404);
    expect(desconocida.body).toContain('<title>Página no encontrada | Portal de Empleo Chile</title>');
    expect(metaContent(desconocida.body, 'name', 'robots')).toBe('noindex');

    const oferta = await page('/trabajo-nunoa/trabajo/cajero-part-time-123');
    expect(oferta.statusCode).toBe(200);
    expect(oferta.body).toContain('<title>Cajero Part Time en Banco &quot;Austral&quot; &amp; &lt;Cía&gt; | Portal de Empleo Chile</title>');
    expect(oferta.body).toContain('<link rel="canonical" href="http://localhost:8080/trabajo/cajero-part-time-123" data-page-meta />');
  });

  it("gives a landing the results page's generic metadata, not a 404, when the api cannot say", async () => {
    for (const url of ['/trabajo-nunoa', '/trabajo-atlantida']) {
      const { statusCode, body } = await page(url, { portalData: stubPortalData({ filtros: 'falla' }) });
      expect(statusCode).toBe(200);
      expect(body).toContain('<title>Ofertas de empleo | Portal de Empleo Chile</title>');
      expect(body).toContain(`<link rel="canonical" href="http://localhost:8080${url}" data-page-meta />`);
    }
  });

  it('takes https and the public host name from the proxy only when told to trust it', async () => {
    const forwarded = { host: 'localhost:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost' };
    const trusted = await (await edgeWith({}, { EDGE_TRUST_PROXY: '1' })).inject({ url: '/noticias', headers: forwarded });
    expect(trusted.body).toContain('<link rel="canonical" href="https://localhost/noticias" data-page-meta />');
    const direct = await (await edgeWith()).inject({ url: '/noticias', headers: forwarded });
    expect(direct.body).toContain('<link rel="canonical" href="http://localhost:8080/noticias" data-page-meta />');
  });

  it('writes no URL on a host name no portal declares: a forged Host gets a noindex page without canonical, og:url, card or JSON-LD', async () => {
    const edge = await edgeWith();
    for (const headers of [{ host: 'evil.test' }, { host: '127.0.0.1:8080' }]) {
      for (const url of ['/', '/noticias', '/trabajo/cajero-part-time-123']) {
        const { statusCode, body } = await edge.inject({ url, headers });
        expect(statusCode).toBe(200);
        expect(body).not.toContain(headers.host);
        expect(body).not.toContain('rel="canonical"');
        expect(metaContent(body, 'name', 'robots')).toBe('noindex');
        expect(metaContent(body, 'property', 'og:url')).toBeUndefined();
        expect(metaContent(body, 'property', 'og:image')).toBeUndefined();
        expect(metaContent(body, 'property', 'og:image:alt')).toBeUndefined();
        expect(metaContent(body, 'name', 'twitter:image:alt')).toBeUndefined();
        expect(metaContent(body, 'name', 'twitter:card')).toBe('summary');
        expect(jsonLd(body)).toBeUndefined();
      }
    }
    // Behind a trusted proxy the forged name may come as X-Forwarded-Host.
    const proxied = await (await edgeWith({}, { EDGE_TRUST_PROXY: '1' })).inject({ url: '/noticias', headers: { host: 'localhost', 'x-forwarded-host': 'evil.test' } });
    expect(proxied.body).not.toContain('evil.test');
  });

  it("keeps a portal's own card image on a host name no portal declares, as it names no host of the request", async () => {
    const conCard = { ...DEFAULT_PORTAL_CONFIG, urlCardOg: 'https://cdn.test/card.png' };
    const edge = await edgeWith({ portalData: stubPortalData({ portales: { 'otro.test': conCard } }) });
    const { body } = await edge.inject({ url: '/noticias', headers: { host: 'otro.test' } });
    expect(metaContent(body, 'property', 'og:image')).toBe('https://cdn.test/card.png');
    expect(metaContent(body, 'property', 'og:image:alt')).toBe(conCard.nombre);
    expect(metaContent(body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(body).not.toContain('rel="canonical"');
  });

  it("reads the portal by the request's host name: another portal, another title and card", async () => {
    const saae = { ...PORTAL, dominio: 'saae.localhost', nombre: 'Bolsa Nacional de Empleo', urlCardOg: 'https://cdn.test/card.png' };
    const edge = await edgeWith({ portalData: stubPortalData({ portales: { localhost: PORTAL, 'saae.localhost': saae } }) });
    const { body } = await edge.inject({ url: '/noticias', headers: { host: 'saae.localhost:8080' } });
    expect(body).toContain('<title>Noticias | Bolsa Nacional de Empleo</title>');
    expect(metaContent(body, 'property', 'og:image')).toBe('https://cdn.test/card.png');
    expect(body).toContain('href="http://saae.localhost:8080/noticias"');
  });
});

describe('robots.txt and sitemap.xml', () => {
  const privada: RouteDef = { ...ROUTES[0], name: 'misPostulaciones', path: '/mis-postulaciones', auth: true, index: false };

  it('lets crawlers in everywhere but the api (offer cards aside) and private pages, and names the sitemap of the host', async () => {
    const saae = { ...PORTAL, dominio: 'saae.localhost' };
    const edge = await edgeWith({ routes: [...ROUTES, privada], portalData: stubPortalData({ portales: { 'saae.localhost': saae } }) });
    const response = await edge.inject({ url: '/robots.txt', headers: { host: 'saae.localhost:8080' } });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Allow: /api/ofertas/*/card.png', 'Disallow: /mis-postulaciones', 'Sitemap: http://saae.localhost:8080/sitemap.xml']),
    );
  });

  it('names no sitemap and lists none on a host name no portal declares', async () => {
    const edge = await edgeWith({ portalData: stubPortalData({ vivas: [{ idOferta: 123, nombreCargo: 'Cajero', fechaPublicacionFormatoIngles: '2026-11-10' }] }) });
    const robots = await edge.inject({ url: '/robots.txt', headers: { host: 'evil.test' } });
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).not.toContain('evil.test');
    expect(robots.body).not.toContain('Sitemap:');
    const sitemap = await edge.inject({ url: '/sitemap.xml', headers: { host: 'evil.test' } });
    expect(sitemap.statusCode).toBe(404);
    expect(sitemap.body).not.toContain('evil.test');
  });

  it("lists the portal type's indexable pages and every live offer with its date", async () => {
    const vivas = [{ idOferta: 123, nombreCargo: 'Cajero Part Time', fechaPublicacionFormatoIngles: '2026-11-10' }];
    const { statusCode, headers, body } = await page('/sitemap.xml', { portalData: stubPortalData({ vivas }) });
    expect(statusCode).toBe(200);
    expect(headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'http://localhost:8080/',
      'http://localhost:8080/trabajo-empleo',
      'http://localhost:8080/trabajo-empleo/chile',
      'http://localhost:8080/noticias',
      'http://localhost:8080/terminos-y-condiciones',
      'http://localhost:8080/politica-de-privacidad',
      'http://localhost:8080/politica-de-cookies',
      'http://localhost:8080/eventos',
      'http://localhost:8080/informacion-del-evento',
      'http://localhost:8080/empresas',
      'http://localhost:8080/informe-de-sueldo-teaser',
      'http://localhost:8080/plan-premium',
      'http://localhost:8080/trabajo/cajero-part-time-123',
    ]);
    expect(body).toContain('<url><loc>http://localhost:8080/trabajo/cajero-part-time-123</loc><lastmod>2026-11-10</lastmod></url>');
  });

  it('lists news articles, CMS pages, events and salary summaries with their lastmod, and the legal pages once, at their own path', async () => {
    const contenido = {
      noticias: [{ idNoticia: 12, slug: 'como-negociar-tu-sueldo', actualizada: '2026-11-20' }, { idNoticia: 9, slug: 'tu-primer-empleo', actualizada: '2026-11-02' }],
      paginas: [
        { slug: 'centro-de-ayuda', actualizada: '2026-11-18' },
        { slug: 'terminos-y-condiciones', actualizada: '2026-10-01' },
      ],
      eventos: [{ idEvento: 7, slug: 'feria-laboral-de-santiago', actualizado: '2026-11-15' }],
      informesSueldo: [{ slug: 'ejecutivo-de-ventas', actualizado: '2026-11-12' }],
    };
    const { body } = await page('/sitemap.xml', { portalData: stubPortalData({ contenido }) });
    const urls = [...body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => [loc, lastmod]);
    expect(urls).toEqual(
      expect.arrayContaining([
        ['http://localhost:8080/noticias', '2026-11-20'],
        ['http://localhost:8080/noticias/12-como-negociar-tu-sueldo', '2026-11-20'],
        ['http://localhost:8080/noticias/9-tu-primer-empleo', '2026-11-02'],
        ['http://localhost:8080/page/centro-de-ayuda', '2026-11-18'],
        ['http://localhost:8080/terminos-y-condiciones', '2026-10-01'],
        ['http://localhost:8080/eventos', '2026-11-15'],
        ['http://localhost:8080/eventos/7-feria-laboral-de-santiago', '2026-11-15'],
        ['http://localhost:8080/informes-de-sueldo/ejecutivo-de-ventas', '2026-11-12'],
        ['http://localhost:8080/empresas', undefined],
      ]),
    );
    expect(body).not.toContain('/page/terminos-y-condiciones');
  });

  it('answers 503 rather than a sitemap without its offers or its content when the api fails', async () => {
    expect((await page('/sitemap.xml', { portalData: stubPortalData({ vivas: 'falla' }) })).statusCode).toBe(503);
    expect((await page('/sitemap.xml', { portalData: stubPortalData({ contenido: 'falla' }) })).statusCode).toBe(503);
  });
});

describe('Content-Security-Policy', () => {
  const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it("allows scripts only from the portal, its remotes and the configured third parties, never inline", async () => {
    const edge = await edgeWith({}, { MFE_SEARCH_URL: 'https://cdn.test/mfe-search/mf-manifest.json', THIRD_PARTY_SCRIPT_ORIGINS: 'https://www.googletagmanager.com, https://errores.test/ingesta' });
    const csp = directives(String((await edge.inject('/')).headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.test', 'http://localhost:8082', 'http://localhost:8083', 'http://localhost:8084', 'https://www.googletagmanager.com', 'https://errores.test']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://cdn.test', 'https://errores.test']));
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(csp).toMatchObject({ 'img-src': ["'self'", 'data:', 'blob:', 'https:', 'https://cdn.test', 'http://localhost:8082', 'http://localhost:8083', 'http://localhost:8084'], 'frame-ancestors': ["'none'"], 'object-src': ["'none'"], 'base-uri': ["'self'"] });
  });

  it("adds an absolute api origin to connect-src, and never the portal's stylesheet origin (the edge inlines its theme)", async () => {
    const conCss = { ...DEFAULT_PORTAL_CONFIG, urlCSS: 'https://estilos.test/portal.css' };
    const portalThemes = { css: async () => ':root{--portal-color-primary:#7a1f3d}' };
    const edge = await edgeWith({ portalData: stubPortalData({ portales: { localhost: conCss } }), portalThemes }, { API_PUBLIC_URL: 'https://api.portal.test/api/' });
    const csp = directives(String((await edge.inject({ url: '/', headers: { host: 'localhost' } })).headers['content-security-policy']));
    expect(csp['connect-src']).toContain('https://api.portal.test');
    expect(Object.values(csp).flat()).not.toContain('https://estilos.test');
  });

  it('allows the configured vendors\' origins without listing them again', () => {
    const { thirdPartyOrigins } = edgeOptionsFromEnv(
      {
        TAG_MANAGER_URL: 'https://gtm.test/tags',
        BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef',
        BUGSNAG_NOTIFY_ENDPOINT: 'https://notify.test/ingesta',
        BUGSNAG_SESSIONS_ENDPOINT: 'https://sessions.test/ingesta',
        THIRD_PARTY_SCRIPT_ORIGINS: 'https://extra.test',
      },
      buildDir(),
    );
    expect(thirdPartyOrigins).toEqual(expect.arrayContaining(['https://gtm.test', 'https://notify.test', 'https://sessions.test', 'https://extra.test']));
  });

  it('refuses to start with a third-party entry that is not an origin', () => {
    expect(() => edgeOptionsFromEnv({ THIRD_PARTY_SCRIPT_ORIGINS: 'googletagmanager' }, buildDir())).toThrow(/THIRD_PARTY_SCRIPT_ORIGINS: «googletagmanager» no es un origen/);
  });
});
