// The search results pages of mfe-search inside the host, against the seeded api.
import type { FiltrosBusqueda, ResultadoBusqueda } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';
import { apiGet, portalConfig } from './support/api';
import { browser, currentPath, openPage, resourceUrls, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const ofertasLabel = (n: number) => `${new Intl.NumberFormat('es-CL').format(n)} ofertas`;
const cardCount = async () => (await browser().$$('main article')).length;
const query = async () => new URLSearchParams(new URL(await browser().getUrl()).search);

async function count(idDominio: number, params: Record<string, string>): Promise<number> {
  const search = new URLSearchParams({ idDominio: String(idDominio), ofertaConfidencial: 'false', ...params });
  return (await apiGet<ResultadoBusqueda>(`/api/searchjob?${search.toString()}`)).cantidadRegistros;
}

async function waitForCards(n: number) {
  await browser().waitUntil(async () => (await cardCount()) === n, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: `never showed ${n} offers` });
}

describe('search results', () => {
  test('a keyword typed in the home search box opens its results with the count', async () => {
    const { idDominio } = await portalConfig('localhost');
    const expected = await count(idDominio, { palabraClave: 'ventas' });
    expect(expected).toBeGreaterThan(0);

    await openPage('localhost', '/');
    const box = await findByRole('combobox', { name: 'Buscar ofertas' });
    await box.setValue('ventas');
    await browser().keys('Enter');

    await findByRole('heading', { name: 'Ofertas de empleo' });
    expect(await currentPath()).toBe('/trabajo-empleo');
    expect((await query()).get('palabraClave')).toBe('ventas');
    await waitForText(ofertasLabel(expected));
  });

  test('a region filter narrows the results, load more shows 30, and back/forward restore each list', async () => {
    const { idDominio } = await portalConfig('localhost');
    const filtros = await apiGet<FiltrosBusqueda>(`/api/busqueda/filtros?idDominio=${idDominio}`);
    const region = [...filtros.regiones].sort((a, b) => b.cantidad - a.cantidad)[0]!;
    const enRegion = await count(idDominio, { region: String(region.idRegion) });
    expect(enRegion).toBeGreaterThan(30);

    await openPage('localhost', '/trabajo-empleo');
    await waitForCards(15);
    const select = await findByRole('combobox', { name: 'Región' });
    // The option counts the offers of this search in the region (facetas.conteos), not the portal's.
    await select.selectByVisibleText(`${region.nombre} (${new Intl.NumberFormat('es-CL').format(enRegion)})`);
    await waitForText(ofertasLabel(enRegion));
    expect((await query()).get('region')).toBe(String(region.idRegion));

    await (await findByRole('button', { name: 'Cargar más ofertas' })).click();
    await waitForCards(30);
    expect((await query()).get('pagina')).toBe('2');

    await browser().back();
    await browser().waitUntil(async () => !(await query()).has('region'), { timeout: OUTCOME_TIMEOUT_MS });
    await waitForCards(15);
    await browser().forward();
    await waitForText(ofertasLabel(enRegion));
    await waitForCards(30);
    expect((await query()).get('pagina')).toBe('2');
  });

  test('a pointer pressed on an offer card has the offer asked for before it lifts; the offer then opens with that one request', async () => {
    await openPage('localhost', '/trabajo-empleo');
    await browser().waitUntil(async () => (await cardCount()) > 0, { timeout: OUTCOME_TIMEOUT_MS });
    const link = browser().$('main ol > li:first-child article h2 a');
    const titulo = (await link.getText()).trim();
    const idOferta = /-(\d+)$/.exec(new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname)![1];
    const pedidos = async () => (await resourceUrls()).filter((url) => new URL(url).pathname === `/api/ofertas/${idOferta}`).length;

    // The button held down (a mouse: a finger held this long would be a long press, not a tap); the same source lifts it.
    const boton = () => browser().action('pointer', { id: 'boton', parameters: { pointerType: 'mouse' } });
    await boton().move({ origin: link }).down().perform(true);
    await browser().waitUntil(async () => (await pedidos()) === 1, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the offer was not asked for while the button was down' });
    await boton().up().perform();

    await browser().waitUntil(async () => /\/trabajo\/.+-\d+$/.test(await currentPath()), { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the offer never opened' });
    expect(await currentPath()).toMatch(new RegExp(`-${idOferta}$`));
    await browser().waitUntil(async () => (await browser().$('h1').getText()).trim() === titulo, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the offer page never showed its title' });
    expect(await pedidos()).toBe(1);
  });

  test('the landing of a real comuna shows its h1 and its offers', async () => {
    const { idDominio } = await portalConfig('localhost');
    const filtros = await apiGet<FiltrosBusqueda>(`/api/busqueda/filtros?idDominio=${idDominio}`);
    const comuna = filtros.regiones.flatMap((r) => r.comunas).sort((a, b) => b.cantidad - a.cantidad)[0]!;
    const expected = await count(idDominio, { comuna: String(comuna.idComuna) });

    await openPage('localhost', `/trabajo-${slugify(comuna.nombre)}`);

    await findByRole('heading', { name: `Trabajo en ${comuna.nombre}` });
    await waitForText(ofertasLabel(expected));
  });

  test('an unknown landing shows the not-found page', async () => {
    await openPage('localhost', '/trabajo-ciudad-que-no-existe');
    await findByRole('heading', { name: 'Page not found: /trabajo-ciudad-que-no-existe' });
  });

  test('a SAAE portal searches its first channel and never sends ofertaConfidencial', async () => {
    await openPage('saae.localhost', '/trabajo-empleo');
    await browser().waitUntil(async () => (await cardCount()) > 0, { timeout: OUTCOME_TIMEOUT_MS });

    // The first page's search is made by the edge (server rendering) and travels in the page's data block; any
    // later one by the browser: both search the channel.
    const fromBrowser = (await resourceUrls())
      .filter((url) => url.includes('/api/searchjob?'))
      .map((url) => Object.fromEntries(new URL(url).searchParams) as Record<string, unknown>);
    const pageData = await browser().execute(() => document.getElementById('datos-pagina')?.textContent ?? '{}');
    const respuestas = (JSON.parse(pageData) as { render?: { respuestas: Record<string, unknown> } }).render?.respuestas ?? {};
    const fromEdge = Object.keys(respuestas)
      .filter((key) => key.startsWith('resultados:'))
      .map((key) => JSON.parse(key.slice('resultados:'.length)) as Record<string, unknown>);
    const searches = [...fromBrowser, ...fromEdge];
    expect(searches.length).toBeGreaterThan(0);
    for (const params of searches) {
      expect(String(params.idCanales)).toMatch(/^\d+$/);
      expect(params).not.toHaveProperty('ofertaConfidencial');
    }
  });

  describe('on a 390×844 phone', () => {
    beforeAll(() => browser().setWindowSize(390, 844));
    afterAll(() => browser().setWindowSize(1280, 900));

    test('the results page has one search field, one order control and the filters behind a button, and its first offer starts on the first screen', async () => {
      await openPage('localhost', '/trabajo-empleo?region=13');
      await browser().waitUntil(async () => (await cardCount()) > 0, { timeout: OUTCOME_TIMEOUT_MS });

      expect(await browser().$$('input[type="search"]')).toHaveLength(1);
      await findByRole('combobox', { name: 'Buscar ofertas' });
      expect(await (await findByRole('combobox', { name: 'Ordenar' })).getValue()).toBe('FECHA_PUBLICACION-DESC');
      const shown = async (selector: string) => (await browser().$$(selector).filter((element) => element.isDisplayed())).length;
      expect(await shown('select')).toBe(1);
      const filtros = await findByRole('button', { name: 'Filtros (1)' });
      expect(await filtros.isDisplayed()).toBe(true);
      expect(await browser().$('aside').isDisplayed()).toBe(false);

      // The first offer's title and company are on the first screen, without scrolling.
      const { top, bottom } = await browser().execute(() => {
        const card = document.querySelector('main article')!.getBoundingClientRect();
        return { top: card.top, bottom: window.innerHeight };
      });
      expect(top + 120).toBeLessThan(bottom);

      await filtros.click();
      await findByRole('dialog', { name: 'Filtros' });
      await browser().keys(['Escape']);
      await browser().waitUntil(async () => !(await browser().$('[role="dialog"]').isExisting()), { timeout: OUTCOME_TIMEOUT_MS });
      expect(await browser().execute(() => document.activeElement?.textContent)).toBe('Filtros (1)');
    });

    test('choosing "Más antiguas" orders by publication date ascending in one step', async () => {
      await openPage('localhost', '/trabajo-empleo');
      await browser().waitUntil(async () => (await cardCount()) > 0, { timeout: OUTCOME_TIMEOUT_MS });
      await (await findByRole('combobox', { name: 'Ordenar' })).selectByVisibleText('Más antiguas');
      await browser().waitUntil(async () => (await query()).get('tipoOrden') === 'ASC', { timeout: OUTCOME_TIMEOUT_MS });
      expect((await query()).get('orden')).toBeNull();
    });
  });
});
