// Journeys on a 390×844 phone that only a real browser shows (issue 22): the filter sheet scrolls and its
// «Ver ofertas» is reached, a page opened from a scrolled list starts at its title (and back returns to the
// list where it was), and the candidate's area is one menu away from a public page.
import type { FiltrosBusqueda } from '@portal/shared/contract';
import type { ChainablePromiseElement } from 'webdriverio';
import { apiGet, latestNews, portalConfig } from './support/api';
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';
import { pageTopAfterNavigation, startsAtTop, wheel, widerThanViewport } from './support/viewport';

useBrowser();

const PHONE = { width: 390, height: 844 };

const query = async () => new URLSearchParams(new URL(await browser().getUrl()).search);
const scrollY = () => browser().execute(() => Math.round(window.scrollY));
const count = async (selector: string) => browser().$$(selector).length;

/** Scrolls the page until `element` is in the middle of the screen, as a thumb would; answers the offset. */
async function scrollTo(element: ChainablePromiseElement) {
  await element.scrollIntoView({ block: 'center' });
  return scrollY();
}

async function signIn() {
  await openPage('localhost', '/ingresa-a-tu-cuenta');
  await (await findByRole('textbox', { name: /correo|RUN/i })).setValue('demo@portal.cl');
  await browser().$('input[type="password"]').setValue('Demo1234!');
  await (await findByRole('button', { name: 'Ingresar' })).click();
  await browser().waitUntil(async () => (await currentPath()) === '/dashboard', { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'sign-in never reached /dashboard' });
}

beforeAll(async () => {
  // The viewport itself (a window of 390×844 leaves the page about 700 px), checked as the page sees it.
  await openPage('localhost', '/check');
  await browser().setViewport(PHONE);
  const inner = await browser().execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
  if (inner.width !== PHONE.width || inner.height !== PHONE.height) throw new Error(`The viewport is ${inner.width}×${inner.height}, not ${PHONE.width}×${PHONE.height}.`);
});

describe('the filter sheet on a phone', () => {
  test('scrolls to its last group, whose option can be chosen, and «Ver ofertas» is on screen and closes it', async () => {
    const { idDominio } = await portalConfig('localhost');
    const filtros = await apiGet<FiltrosBusqueda>(`/api/busqueda/filtros?idDominio=${idDominio}`);
    // The region with most comunas: its comuna list makes the sheet longest.
    const region = [...filtros.regiones].sort((a, b) => b.comunas.length - a.comunas.length)[0]!;
    await openPage('localhost', `/trabajo-empleo?region=${region.idRegion}`);
    await (await findByRole('button', { name: /^Filtros/ })).click();
    const sheet = await findByRole('dialog', { name: 'Filtros' });

    const box = await sheet.getSize();
    expect(box.height).toBeLessThanOrEqual(PHONE.height);
    const verOfertas = sheet.$('button=Ver ofertas');
    expect(await verOfertas.isDisplayed({ withinViewport: true })).toBe(true);

    // The last group of the sheet, reached by scrolling the wheel over the sheet's filters, as a thumb would.
    const inclusivas = sheet.$('label*=Ofertas inclusivas');
    expect(await inclusivas.isDisplayed({ withinViewport: true })).toBe(false);
    const filters = sheet.$('./*[2]');
    for (let step = 0; step < 8 && !(await inclusivas.isDisplayed({ withinViewport: true })); step += 1) await wheel(filters, 800);
    expect(await inclusivas.isDisplayed({ withinViewport: true })).toBe(true);
    await inclusivas.click();
    await browser().waitUntil(async () => (await query()).get('esInclusivo') === 'true', { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the inclusive filter never reached the URL' });

    expect(await verOfertas.isDisplayed({ withinViewport: true })).toBe(true);
    await verOfertas.click();
    await browser().waitUntil(async () => (await count('[role="dialog"]')) === 0, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: '«Ver ofertas» left the sheet open' });
    expect((await query()).get('region')).toBe(String(region.idRegion));
    expect(await widerThanViewport()).toEqual([]);
  });
});

describe('following a link on a phone', () => {
  test('an offer opened from far down the results starts at its title, with the focus on it; back returns to the list where it was', async () => {
    await openPage('localhost', '/trabajo-empleo');
    await browser().waitUntil(async () => (await count('main article')) >= 12, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the results never showed 12 offers' });
    const link = browser().$('main ol > li:nth-child(12) article h2 a');
    const titulo = (await link.getText()).trim();
    const listAt = await scrollTo(link);
    expect(listAt).toBeGreaterThan(1000);

    await link.click();
    const top = await pageTopAfterNavigation(titulo);
    expect(startsAtTop(top) ? 'at its top' : top).toBe('at its top');
    expect(top.focus).toMatch(/^h1/);
    expect(await widerThanViewport()).toEqual([]);

    await browser().back();
    await browser().waitUntil(async () => (await currentPath()) === '/trabajo-empleo', { timeout: OUTCOME_TIMEOUT_MS });
    await browser().waitUntil(async () => Math.abs((await scrollY()) - listAt) < 50, {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: `back did not return to the list at ${listAt}px`,
    });
  });

  test('a news article opened from the bottom of the news list starts at its title', async () => {
    const { idDominio } = await portalConfig('localhost');
    const { noticias } = await latestNews(idDominio);
    const noticia = noticias.at(-1)!;
    await openPage('localhost', '/noticias');
    const link = browser().$(`main a[href^="/noticias/${noticia.idNoticia}-"]`);
    await link.waitForExist({ timeout: OUTCOME_TIMEOUT_MS });
    expect(await scrollTo(link)).toBeGreaterThan(300);

    await link.click();
    const top = await pageTopAfterNavigation(noticia.titulo);
    expect(startsAtTop(top) ? 'at its top' : top).toBe('at its top');
    expect(top.focus).toMatch(/^h1/);
  });
});

describe("the candidate's area on a phone", () => {
  beforeAll(async () => {
    await openPage('localhost', '/');
    await browser().deleteCookies();
    await signIn();
  });
  afterAll(() => browser().deleteCookies());

  test.each([['/noticias'], ['/trabajo-empleo'], ['/']])('is one menu away from %s: «Hola, Camila» opens it, «Mis postulaciones» leads there', async (path) => {
    await openPage('localhost', path);
    const account = await findByRole('button', { name: /^Hola, Camila/ });
    expect(await account.isDisplayed({ withinViewport: true })).toBe(true);
    await account.click();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    expect(await widerThanViewport()).toEqual([]);

    await (await findByRole('link', { name: 'Mis postulaciones' })).click();
    await pageTopAfterNavigation('Mis postulaciones');
    expect(await currentPath()).toBe('/mis-postulaciones');
  });
});
