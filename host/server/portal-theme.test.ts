/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { PortalConfig } from '@portal/shared/contract';
import type { EdgeOptions } from './edge';
import { createPortalThemes } from './portal-theme';
import { PORTAL, stubPortalData } from './testing/edge-fixtures';
import { testEdges } from './testing/test-edges';

const { edgeWith } = testEdges();

const edgeFor = (portal: Partial<PortalConfig>, options: Partial<EdgeOptions> = {}) =>
  edgeWith({ portalData: stubPortalData({ portales: { localhost: { ...PORTAL, ...portal } } }), ...options });

const home = async (edge: FastifyInstance) => (await edge.inject({ url: '/', headers: { host: 'localhost' } })).body;
const themeStyle = (html: string) => /<style id="tema-portal">([^<]*)<\/style>/.exec(html)?.[1];

/** A stylesheet server: answers `css` (or fails) and counts the requests. */
function stylesheetServer(answers: (string | Error)[]) {
  const calls: string[] = [];
  const fetcher = (async (url: string | URL | Request) => {
    calls.push(String(url));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return new Response(answer, { headers: { 'content-type': 'text/css' } });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe("a portal's theme in the first HTML", () => {
  it('carries only the documented tokens of the stylesheet, readable, and paints the browser bar in the primary colour', async () => {
    const { fetcher } = stylesheetServer([
      'body { display: none } :root { --portal-color-primary: #7a1f3d; --portal-color-on-primary: #6a1030; --portal-color-text: url(https://rastreo.test/p.png); }',
    ]);
    const html = await home(await edgeFor({ urlCSS: 'https://estilos.test/portal.css' }, { portalThemes: createPortalThemes({ fetch: fetcher }) }));
    expect(themeStyle(html)).toBe(':root{--portal-color-primary:#7a1f3d;--portal-color-primary-dark:#621931}');
    expect(html).not.toContain('display: none');
    expect(html).toContain('<meta name=theme-color content=#7a1f3d>');
    expect(html.indexOf('id="tema-portal"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("reads the demo portals' themes from the repository, not from the network", async () => {
    const { fetcher, calls } = stylesheetServer([new Error('no network')]);
    const html = await home(await edgeFor({ urlCSS: '/marcas/feria/tema.css' }, { portalThemes: createPortalThemes({ fetch: fetcher }) }));
    expect(themeStyle(html)).toContain('--portal-color-primary:#5b1a8c');
    expect(calls).toEqual([]);
  });

  it('keeps the last theme read while the stylesheet cannot be reached, and the defaults when it never could', async () => {
    let now = 0;
    const { fetcher } = stylesheetServer([':root { --portal-color-primary: #14532d }', new Error('caído')]);
    const themes = createPortalThemes({ fetch: fetcher, ttlMs: 1_000, now: () => now });
    expect(await themes.css('https://estilos.test/a.css')).toBe(':root{--portal-color-primary:#14532d;--portal-color-primary-dark:#104224}');
    now = 5_000;
    expect(await themes.css('https://estilos.test/a.css')).toBe(':root{--portal-color-primary:#14532d;--portal-color-primary-dark:#104224}');
    expect(await themes.css('https://otro.test/b.css')).toBe('');
    expect(await themes.css('/estilos/no-documentado.css')).toBe('');
  });

  it('asks a stylesheet host that is down again only after a pause, so pages do not each wait for its timeout', async () => {
    let now = 0;
    const { fetcher, calls } = stylesheetServer([new Error('caído')]);
    const themes = createPortalThemes({ fetch: fetcher, now: () => now });
    for (let page = 0; page < 5; page++) expect(await themes.css('https://estilos.test/a.css')).toBe('');
    expect(calls).toHaveLength(1);
    now = 31_000;
    await themes.css('https://estilos.test/a.css');
    expect(calls).toHaveLength(2);
  });

  it('comes after the base style, which every page carries once with the default tokens', async () => {
    const { fetcher } = stylesheetServer([':root { --portal-color-primary: #7a1f3d; }']);
    const html = await home(await edgeFor({ urlCSS: 'https://estilos.test/portal.css' }, { portalThemes: createPortalThemes({ fetch: fetcher }) }));
    const base = /<style id="estilo-base">([^<]*)<\/style>/.exec(html)?.[1];
    expect(base).toContain(':where(:root){--portal-color-primary:#0b5cad;');
    expect(base).toContain('*,*::before,*::after{box-sizing:border-box;}');
    expect(html.split('id="estilo-base"')).toHaveLength(2);
    expect(html.indexOf('id="estilo-base"')).toBeLessThan(html.indexOf('id="tema-portal"'));
  });

  it('sends no theme, and the default look, for a portal without one', async () => {
    const html = await home(await edgeFor({ urlCSS: null }));
    expect(themeStyle(html)).toBeUndefined();
    expect(html).toContain('<meta name=theme-color content=#0b5cad>');
  });
});

describe('the demo identities at /marcas/', () => {
  it('serves each demo logo as an SVG whose own policy runs nothing, and nothing outside the folder', async () => {
    const edge = await edgeFor({});
    const logo = await edge.inject('/marcas/saae/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(logo.body).toContain('Bolsa Nacional de Empleo');
    expect((await edge.inject('/marcas/../package.json')).statusCode).toBe(404);
    expect((await edge.inject('/marcas/%2e%2e/package.json')).statusCode).toBe(404);
  });
});

describe("a portal's icon in the first HTML", () => {
  const icons = (html: string) => html.match(/<link rel=["']?icon[^>]*>/g);

  it("replaces the empty icon with the portal's own, served from the repository for a demo portal", async () => {
    const edge = await edgeFor({ urlIcono: '/marcas/feria/icono.svg' });
    expect(icons(await home(edge))).toEqual(['<link rel="icon" href="/marcas/feria/icono.svg" type="image/svg+xml">']);
    const icon = await edge.inject({ url: '/marcas/feria/icono.svg', headers: { host: 'localhost' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
  });

  it('keeps the empty icon for a portal without one, and never writes a script URL or broken markup', async () => {
    expect(icons(await home(await edgeFor({ urlIcono: null })))).toEqual(['<link rel=icon href=data:,>']);
    expect(icons(await home(await edgeFor({ urlIcono: 'javascript:alert(1)' })))).toEqual(['<link rel=icon href=data:,>']);
    expect(icons(await home(await edgeFor({ urlIcono: 'https://cdn.test/i.png?a="><script>' })))).toEqual([
      '<link rel="icon" href="https://cdn.test/i.png?a=&quot;&gt;&lt;script&gt;">',
    ]);
  });
});
