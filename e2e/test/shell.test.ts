// The host shell around every page: the responsive header (one bar; phone menu by keyboard; mfe-search's search
// box), the candidate area's navigation, the error page for render and asynchronous errors, /check, and the new-version notice.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { latestOffers, offerPath, portalConfig } from './support/api';
import { browser, currentPath, openPage, resourceUrls, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { signInAsDemo } from './support/session';
import { stackInfo, startService, stopService } from './support/stack';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const focusedText = () => browser().execute(() => document.activeElement?.textContent?.trim() ?? '');
const menuButton = () => findByRole('button', { name: 'Menú' });

/**
 * The banner's bar (the header's first row; the search box is a row of its own under it): its height, and the
 * links and buttons it shows whose middle is off the bar's middle line, i.e. on a row of their own.
 */
const bannerBar = () =>
  browser().execute(() => {
    const bar = document.querySelector('header')!.firstElementChild!.getBoundingClientRect();
    const middle = bar.top + bar.height / 2;
    const offRow = [...document.querySelectorAll('header > :first-child :is(a, button)')]
      .map((element) => ({ text: (element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && Math.abs(box.top + box.height / 2 - middle) > 8)
      .map(({ text, box }) => `${text} at ${Math.round(box.top)}-${Math.round(box.bottom)} px`);
    return { height: Math.round(bar.height), offRow };
  });

describe('the header on a phone', () => {
  beforeAll(() => browser().setWindowSize(390, 844));
  afterAll(() => browser().setWindowSize(1280, 900));

  test('a keyboard user opens the menu with Enter from the skip link onwards and closes it with Escape', async () => {
    await openPage('localhost', '/noticias');
    const button = await menuButton();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await browser().$('nav[aria-label="Menú principal"]').isDisplayed()).toBe(false);

    await browser().keys(['Tab']);
    expect(await focusedText()).toBe('Saltar al contenido');
    // Skip link, portal name, menu button.
    await browser().keys(['Tab', 'Tab']);
    expect(await focusedText()).toBe('Menú');
    await browser().keys(['Enter']);

    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await findByRole('link', { name: 'Crear cuenta' });
    await findByRole('link', { name: 'Noticias' });

    await browser().keys(['Escape']);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText()).toBe('Menú');
    expect(await browser().$('nav[aria-label="Menú principal"]').isDisplayed()).toBe(false);
  });
});

describe('the header on a desktop', () => {
  test('shows the navigation inline, without a menu button', async () => {
    await openPage('localhost', '/noticias');
    await findByRole('link', { name: 'Ingresar' });
    await findByRole('link', { name: 'Crear cuenta' });
    await findByRole('link', { name: 'Noticias' });
    const menu = await browser().$('nav[aria-label="Menú principal"]').getAttribute('id');
    expect(await browser().$(`button[aria-controls="${menu}"]`).isExisting()).toBe(true);
    expect(await browser().$(`button[aria-controls="${menu}"]`).isDisplayed()).toBe(false);
  });

  test('greets the signed-in candidate by name in the account menu, with "Cerrar sesión"', async () => {
    await signInAsDemo();
    await openPage('localhost', '/noticias');
    await (await findByRole('button', { name: /^Hola, Camila/ })).click();
    await findByRole('link', { name: 'Cerrar sesión' });
    await browser().deleteCookies();
  });

  test("on an offer, the header's search box from mfe-search searches for what was typed", async () => {
    const { idDominio } = await portalConfig('localhost');
    const [oferta] = (await latestOffers(idDominio)).ofertas;
    await openPage('localhost', offerPath(oferta!));
    await findByRole('heading', { name: oferta!.nombreCargo });

    const box = await findByRole('combobox', { name: 'Buscar ofertas' });
    await box.setValue('enfermera');
    await browser().keys(['Enter']);

    await browser().waitUntil(async () => (await currentPath()) === '/trabajo-empleo', {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'submitting the header search did not open /trabajo-empleo',
    });
    expect(new URL(await browser().getUrl()).searchParams.get('palabraClave')).toBe('enfermera');
  });
});

describe('the signed-in banner', () => {
  beforeAll(async () => {
    await openPage('localhost', '/');
    await browser().deleteCookies();
    await signInAsDemo();
  });
  afterAll(async () => {
    await browser().deleteCookies();
    await browser().setViewport({ width: 1280, height: 900 });
  });

  test.each([
    [1280, 800],
    [390, 844],
  ])('is one bar at %i px wide: name, pages or «Menú», and «Hola, Camila» on one row, the search in a row under it', async (width, height) => {
    await browser().setViewport({ width, height });
    for (const path of ['/noticias', '/mis-postulaciones']) {
      await openPage('localhost', path);
      await findByRole('button', { name: /^Hola, Camila/ });
      await findByRole('combobox', { name: 'Buscar ofertas' });
      const bar = await bannerBar();
      expect(bar.offRow).toEqual([]);
      expect(bar.height).toBeLessThanOrEqual(80);
    }
  });

  test("marks the page shown in the candidate area's navigation: a side list on a desktop, the row that opens it on a phone", async () => {
    await browser().setViewport({ width: 1280, height: 800 });
    await openPage('localhost', '/mis-postulaciones');
    const area = browser().$('nav[aria-label="Tu cuenta"]');
    await browser().waitUntil(async () => (await area.$('a[aria-current="page"]').isDisplayed()) === true, { timeout: OUTCOME_TIMEOUT_MS });
    expect(await area.$('a[aria-current="page"]').getText()).toBe('Mis postulaciones');

    await browser().setViewport({ width: 390, height: 844 });
    const row = await findByRole('button', { name: 'Tu cuenta: Mis postulaciones' });
    expect(await area.$('a[aria-current="page"]').isDisplayed()).toBe(false);
    await row.click();
    await (await findByRole('link', { name: 'Alertas de empleo' })).click();
    await browser().waitUntil(async () => (await currentPath()) === '/alertas-de-empleo', { timeout: OUTCOME_TIMEOUT_MS });
    await findByRole('button', { name: 'Tu cuenta: Alertas de empleo' });
  });
});

describe('the header with mfe-search down', () => {
  beforeAll(() => stopService('mfe-search'));
  afterAll(() => startService('mfe-search'));

  test('offers a "Buscar ofertas" link home instead of the search box, and the rest of the header works', async () => {
    await openPage('localhost', '/noticias');
    const link = await findByRole('link', { name: 'Buscar ofertas' });
    expect(new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname).toBe('/');
    await findByRole('link', { name: 'Ingresar' });
    expect(await browser().$('input[type="search"]').isExisting()).toBe(false);
  });
});

describe('errors', () => {
  test.each(['/prueba-error-5', '/prueba-error-6'])('%s ends on "¡Se cayó la página!" with the help-centre button', async (path) => {
    await openPage('localhost', path);
    await findByRole('heading', { name: '¡Se cayó la página!' });
    await findByRole('link', { name: 'Ir al centro de ayuda' });
  });
});

describe('the start-up', () => {
  test("names in the page's HTML every file of the shell's start-up, and nothing it does not run", async () => {
    await openPage('localhost', '/trabajo-empleo');
    // Hydrated: React has attached its props to the first card's link.
    await browser().waitUntil(
      () => browser().execute(() => Object.keys(document.querySelector('main ol > li article h2 a') ?? {}).some((key) => key.startsWith('__reactProps'))),
      { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the results never hydrated' },
    );
    const { preloaded, fetchedUnnamed, ran } = await browser().execute(() => {
      const own = (url: string) => new URL(url).origin === location.origin && /\/\d+\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href).filter(own);
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // The shell's chunk ids that webpack registered (a file is `<chunk id>.<hash>.js`).
      const registry = (self as unknown as { webpackChunkhost?: [(string | number)[]][] }).webpackChunkhost ?? [];
      return {
        preloaded: links,
        fetchedUnnamed: entries.filter((entry) => own(entry.name) && entry.initiatorType !== 'link').map((entry) => entry.name),
        ran: registry.flatMap(([ids]) => ids.map(String)),
      };
    });
    expect(preloaded.length).toBeGreaterThan(5);
    // Every start-up file came from the HTML's links, none a round trip after main.js …
    expect(fetchedUnnamed).toEqual([]);
    // … and every linked file ran.
    const chunkId = (url: string) => new URL(url).pathname.slice(1).replace(/\..*$/, '');
    expect(preloaded.map(chunkId).filter((id) => !ran.includes(id))).toEqual([]);
  });
});

describe('/check', () => {
  test('answers "OK" with the host version and the time', async () => {
    await openPage('localhost', '/check');
    await findByRole('heading', { name: 'OK' });
    await waitForText(/Versión\s*0\.1\.0\+[0-9a-f]{12}/);
    await waitForText(/Hora\s*\d/);
  });
});

describe('the new-version notice', () => {
  const file = join(__dirname, '..', '..', 'mfe-content', 'dist', 'latest-build.json');
  const original = readFileSync(file, 'utf8');
  const contentLatest = `http://localhost:${stackInfo.ports['mfe-content']}/latest-build.json`;
  afterAll(() => writeFileSync(file, original));

  test('appears when a remote publishes a new build, and "Actualizar" reloads into it', async () => {
    await openPage('localhost', '/noticias');
    // The first look at each app's latest build is what this page runs.
    await browser().waitUntil(async () => (await resourceUrls()).includes(contentLatest), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: `the shell never fetched ${contentLatest}`,
    });
    expect(await browser().$('button=Actualizar').isExisting()).toBe(false);
    // That look waits until the page is interactive: it is no part of the page's start-up.
    const { asked, loaded } = await browser().execute((url) => ({
      asked: performance.getEntriesByName(url)[0]?.startTime ?? -1,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }), contentLatest);
    expect(asked).toBeGreaterThanOrEqual(loaded);

    writeFileSync(file, `${JSON.stringify({ buildId: 'e2e000000001' })}\n`);
    await browser().execute(() => window.dispatchEvent(new Event('focus')));

    await waitForText('Hay una nueva versión del portal disponible.');
    const before = await browser().execute(() => performance.timeOrigin);
    await (await findByRole('button', { name: 'Actualizar' })).click();

    await browser().waitUntil(async () => (await browser().execute(() => performance.timeOrigin)) !== before, {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: '"Actualizar" did not reload the page',
    });
    await findByRole('heading', { name: /noticias/i });
    expect(await browser().$('button=Actualizar').isExisting()).toBe(false);
  });
});
