// Public pages arrive rendered by the edge: a crawler or a browser without JavaScript sees their content, the
// browser hydrates that markup without errors and without fetching the page's data again, and a remote that is
// down or redeployed never makes the edge answer stale pages or a 500.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import capabilities from '../chromium.json';
import { apiGet, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, fetchAs, openPage, pageUrl, resourceUrls, useBrowser, type DemoHost } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { serveRemote, stackInfo, startService, stopService } from './support/stack';

useBrowser();

interface OfertaApi {
  idOferta: number;
  nombreCargo: string;
  descripcionOferta: string;
}

/** A live offer of the default portal, as the api gives it (the description is HTML). */
async function anOffer(): Promise<OfertaApi> {
  const { idDominio } = await portalConfig('localhost');
  const { ofertas } = await latestOffers(idDominio);
  return apiGet<OfertaApi>(`/api/ofertas/${ofertas[0]!.idOferta}`);
}

/** The text of an HTML fragment, as a visitor reads it (tags dropped, entities of the seed decoded). */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The markup the edge put in #root (empty when the page renders in the browser). */
async function rootMarkup(path: string, host: DemoHost = 'localhost'): Promise<{ status: number; root: string; html: string }> {
  const response = await fetchAs(host, path);
  const html = await response.text();
  const root = /<div id="?root"?>([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  return { status: response.status, root, html };
}

/** A browser session with JavaScript switched off, as a crawler that runs none. */
async function withoutJavaScript<T>(run: (session: WebdriverIO.Browser) => Promise<T>): Promise<T> {
  const chromeOptions = capabilities['goog:chromeOptions'];
  const session = await globalThis.__wdioRemote({
    logLevel: 'error',
    capabilities: {
      ...capabilities,
      'goog:chromeOptions': { ...chromeOptions, prefs: { 'profile.managed_default_content_settings.javascript': 2 } },
    },
  });
  try {
    return await run(session);
  } finally {
    await session.deleteSession();
  }
}

/** Console messages of level error (React reports hydration mismatches there) from now on. */
async function collectConsoleErrors(): Promise<string[]> {
  const errors: string[] = [];
  await browser().sessionSubscribe({ events: ['log.entryAdded'] });
  browser().on('log.entryAdded', (entry: { level: string; text: string | null }) => {
    if (entry.level === 'error') errors.push(entry.text ?? '');
  });
  return errors;
}

/** Every file under `dir` (relative paths). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/**
 * A new build of a remote made from its current one, as a squad's redeploy would publish it: `from` → `to` in
 * the code, each changed chunk under a new content hash (so no browser reuses the cached one), new build ids.
 */
function redeployCopy(dist: string, dir: string, [from, to]: [string, string], buildId: string): void {
  cpSync(dist, dir, { recursive: true });
  const code = filesUnder(dir).filter((file) => /\.(?:js|json)$/.test(file));
  const renames: [string, string][] = [];
  for (const file of code) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(join(dir, file), text.replaceAll(from, to));
    const hash = /\.([0-9a-f]{8,})\.js$/.exec(file)?.[1];
    if (hash) renames.push([hash, [...hash].reverse().join('')]);
  }
  for (const file of filesUnder(dir)) {
    const [oldHash, newHash] = renames.find(([hash]) => file.includes(hash)) ?? [];
    if (oldHash && newHash) renameSync(join(dir, file), join(dir, file.replace(oldHash, newHash)));
  }
  for (const file of code.map((name) => renames.reduce((path, [oldHash, newHash]) => path.replace(oldHash, newHash), name))) {
    const text = readFileSync(join(dir, file), 'utf8');
    writeFileSync(join(dir, file), renames.reduce((out, [oldHash, newHash]) => out.replaceAll(oldHash, newHash), text));
  }
  for (const file of ['latest-build.json', join('server', 'latest-build.json')]) writeFileSync(join(dir, file), JSON.stringify({ buildId }));
}

describe('server rendering', () => {
  test('without JavaScript an offer page shows the whole description', async () => {
    const oferta = await anOffer();
    const path = offerPath(oferta);
    const text = await withoutJavaScript(async (session) => {
      await session.url(pageUrl('localhost', path));
      return session.$('main').getText();
    });
    expect(text).toContain(oferta.nombreCargo);
    // The seed's descriptions are paragraphs and lists: every word a visitor reads is there.
    expect(text.replace(/\s+/g, ' ')).toContain(plainText(oferta.descripcionOferta).slice(0, 200));
  });

  test('with JavaScript the offer page hydrates without errors, fetches its offer once (on the edge) and works', async () => {
    const oferta = await anOffer();
    const errors = await collectConsoleErrors();
    await openPage('localhost', offerPath(oferta));
    await findByRole('heading', { name: oferta.nombreCargo });
    // Interactive: the share menu opens (React handles the click), with its links filled in after hydration.
    const share = await findByRole('button', { name: 'Compartir oferta' });
    await share.click();
    await findByRole('link', { name: 'Compartir en LinkedIn' });
    const fetched = await resourceUrls();
    expect(fetched.filter((url) => new URL(url).pathname === `/api/ofertas/${oferta.idOferta}`)).toEqual([]);
    expect(fetched.filter((url) => /\/(remotes|app-config)\.json$/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('without JavaScript the home lists the latest offers and a results page its 15 offers, with their links', async () => {
    const { idDominio } = await portalConfig('localhost');
    const { ofertas } = await latestOffers(idDominio);
    const offerLinks = async (session: WebdriverIO.Browser, path: string) => {
      await session.url(pageUrl('localhost', path));
      const hrefs = await session.$$('main a[href^="/trabajo/"]').map((link) => link.getAttribute('href'));
      return [...new Set(hrefs)];
    };
    const [home, results] = await withoutJavaScript(async (session) => [
      await offerLinks(session, '/'),
      await offerLinks(session, '/trabajo-empleo'),
    ]);
    expect(home).toEqual(expect.arrayContaining(ofertas.slice(0, 5).map(offerPath)));
    expect(results).toHaveLength(15);
    expect(results).toEqual(expect.arrayContaining(ofertas.slice(0, 15).map(offerPath)));
  });

  test('with JavaScript the home and a results page hydrate without errors or a second search, and work', async () => {
    const errors = await collectConsoleErrors();
    await openPage('localhost', '/');
    await findByRole('heading', { name: /Encuentra tu próximo empleo/ });
    await openPage('localhost', '/trabajo-empleo');
    const more = await findByRole('button', { name: 'Cargar más ofertas' });
    const searches = async () => (await resourceUrls()).filter((url) => new URL(url).pathname === '/api/searchjob');
    expect(await searches()).toEqual([]);
    // Interactive: the next page comes from the browser.
    await more.click();
    const cards = async () => (await browser().$$('main article')).length;
    await browser().waitUntil(async () => (await cards()) === 30, { timeoutMsg: 'never showed 30 offers' });
    expect(await searches()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('the browser styles what it renders with the class names the edge used, so hydration reuses the page’s style rules', async () => {
    await openPage('localhost', '/trabajo-empleo');
    const more = await findByRole('button', { name: 'Cargar más ofertas' });
    await more.click();
    const cards = async () => (await browser().$$('main article')).length;
    await browser().waitUntil(async () => (await cards()) === 30, { timeoutMsg: 'never showed 30 offers' });
    // The first card came from the edge, the 16th from the browser: the same component, the same classes.
    const [fromEdge, fromBrowser] = await Promise.all([
      browser().$('main li:nth-child(1) > article').getAttribute('class'),
      browser().$('main li:nth-child(16) > article').getAttribute('class'),
    ]);
    expect(fromBrowser).toBe(fromEdge);
    // And the server's class is among the rules the edge sent, not a second copy made in the browser.
    const { html } = await rootMarkup('/trabajo-empleo');
    const serverClasses = /<article class="([^"]+)"/.exec(html)?.[1];
    expect(fromEdge).toBe(serverClasses);
  });

  test('a misspelt keyword arrives rendered with «¿Quisiste decir …?», hydrates cleanly and its link searches the corrected one', async () => {
    const path = '/trabajo-empleo?palabraClave=secretria';
    expect((await rootMarkup(path)).root).toContain('¿Quisiste decir');
    const errors = await collectConsoleErrors();
    await openPage('localhost', path);
    const sugerencia = await findByRole('link', { name: 'secretaria' });
    expect((await resourceUrls()).filter((url) => new URL(url).pathname === '/api/searchjob')).toEqual([]);
    await sugerencia.click();
    await browser().waitUntil(async () => new URL(await browser().getUrl()).searchParams.get('palabraClave') === 'secretaria', {
      timeoutMsg: 'the suggestion never searched «secretaria»',
    });
    await browser().waitUntil(async () => !(await browser().$('main').getText()).includes('¿Quisiste decir'), {
      timeoutMsg: 'the suggestion stayed after searching the corrected keyword',
    });
    expect(errors).toEqual([]);
  });

  test('landings, the Chile and cargo results and the news hydrate cleanly too, without fetching their data again', async () => {
    const { idDominio } = await portalConfig('localhost');
    const filtros = await apiGet<{ regiones: { nombre: string; comunas: { nombre: string; cantidad: number }[] }[] }>(
      `/api/busqueda/filtros?idDominio=${idDominio}`,
    );
    const comuna = filtros.regiones.flatMap((region) => region.comunas).sort((a, b) => b.cantidad - a.cantidad)[0]!;
    const landing = `/trabajo-${comuna.nombre.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const errors = await collectConsoleErrors();
    for (const [path, heading, data] of [
      [landing, `Trabajo en ${comuna.nombre}`, '/api/searchjob'],
      ['/trabajo-empleo/chile', 'Ofertas de empleo en Chile', '/api/searchjob'],
      ['/trabajo-empleo/contador', 'Ofertas de empleo de contador', '/api/searchjob'],
      ['/noticias', 'Noticias', '/api/noticias'],
    ] as const) {
      expect((await rootMarkup(path)).root).toContain(heading);
      await openPage('localhost', path);
      await findByRole('heading', { name: heading });
      expect((await resourceUrls()).filter((url) => new URL(url).pathname === data)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('an open fair’s home and companies arrive rendered and hydrate cleanly; a closed fair renders only its home', async () => {
    const { nombre } = await portalConfig('feria.localhost');
    const errors = await collectConsoleErrors();
    for (const [path, heading, data] of [
      ['/', nombre, '/api/feria/home'],
      ['/empresas-participantes', 'Empresas participantes', '/api/feria/empresas-dominio'],
    ] as const) {
      expect((await rootMarkup(path, 'feria.localhost')).root).toContain(heading);
      await openPage('feria.localhost', path);
      await findByRole('heading', { name: heading });
      expect((await resourceUrls()).filter((url) => new URL(url).pathname === data)).toEqual([]);
    }
    expect(errors).toEqual([]);
    // Closed: the home (its countdown) is rendered; other pages depend on the browser's temporary access.
    expect((await rootMarkup('/', 'feria-cerrada.localhost')).root).not.toBe('');
    expect((await rootMarkup('/empresas-participantes', 'feria-cerrada.localhost')).root).toBe('');
  });

  describe('with mfe-search stopped', () => {
    beforeAll(() => stopService('mfe-search'));
    afterAll(() => startService('mfe-search'));

    test('the offer page is sent to render in the browser, never a 500', async () => {
      const oferta = await anOffer();
      // The edge trusts a remote's build for a second before asking it again.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const { status, root, html } = await rootMarkup(offerPath(oferta));
      expect(status).toBe(200);
      expect(root).toBe('');
      // Crawlers still get the page's metadata.
      expect(html).toContain(`<title>${oferta.nombreCargo}`);
      await openPage('localhost', offerPath(oferta));
      await findByRole('button', { name: 'Reintentar' });
    });
  });

  describe('after mfe-search is redeployed with a visible change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfe-search-redeploy-'));
    let redeployed: string | undefined;

    afterAll(async () => {
      if (redeployed) await stopService(redeployed);
      await startService('mfe-search');
      rmSync(dir, { recursive: true, force: true });
    });

    test('the edge renders the new version without a restart, and the browser hydrates it cleanly', async () => {
      const oferta = await anOffer();
      expect((await rootMarkup(offerPath(oferta))).root).toContain('Descripción de la oferta');

      // The same build with a new heading, browser and server code alike, under a new build id.
      redeployCopy(join(__dirname, '..', '..', 'mfe-search', 'dist'), dir, ['Descripción de la oferta', 'Sobre el cargo'], 'redesplegado1');
      await stopService('mfe-search');
      redeployed = (await serveRemote('mfe-search', stackInfo.ports['mfe-search'], dir)).name;

      // Within the second the edge trusts the old build id, the page may render in the browser; then the new one.
      let root = '';
      for (let attempt = 0; attempt < 20 && !root.includes('Sobre el cargo'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        root = (await rootMarkup(offerPath(oferta))).root;
      }
      expect(root).toContain('Sobre el cargo');
      expect(root).not.toContain('Descripción de la oferta');

      const errors = await collectConsoleErrors();
      await openPage('localhost', offerPath(oferta));
      await findByRole('heading', { name: 'Sobre el cargo' });
      await waitForText(oferta.nombreCargo);
      expect(errors).toEqual([]);
    });
  });
});
