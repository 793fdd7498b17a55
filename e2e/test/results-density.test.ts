// Issue 23's density goals, measured as a visitor sees them: how many results a first screen shows on a
// 390×844 phone and a 1280×800 desktop, the applied filters as chips, and «Postular» on a phone's first
// screen of an offer.
import { latestOffers, offerPath, portalConfig } from './support/api';
import { browser, openPage, useBrowser } from './support/browser';
import { findByRole } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function viewport(size: { width: number; height: number }) {
  await browser().setViewport(size);
  const inner = await browser().execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
  if (inner.width !== size.width || inner.height !== size.height) throw new Error(`The viewport is ${inner.width}×${inner.height}, not ${size.width}×${size.height}.`);
}

/** Result cards whose top is on the first screen (the banner and the search row above them), once 15 have loaded. */
async function cardsOnFirstScreen(): Promise<number> {
  await browser().waitUntil(async () => (await browser().$$('main ol article').length) >= 15, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the results never loaded' });
  return browser().execute(() => {
    window.scrollTo(0, 0);
    return [...document.querySelectorAll('main ol article')].filter((card) => {
      const { top } = card.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight;
    }).length;
  });
}

beforeAll(async () => {
  await openPage('localhost', '/check');
});

describe('results on the first screen', () => {
  test('a 390×844 phone shows at least 3 results on its first screen', async () => {
    await viewport(PHONE);
    await openPage('localhost', '/trabajo-empleo');
    expect(await cardsOnFirstScreen()).toBeGreaterThanOrEqual(3);
  });

  test('a 1280×800 desktop shows at least 5 results on its first screen', async () => {
    await viewport(DESKTOP);
    await openPage('localhost', '/trabajo-empleo');
    expect(await cardsOnFirstScreen()).toBeGreaterThanOrEqual(5);
  });

  test('an applied filter is a chip above the results, and pressing it removes the filter', async () => {
    await viewport(DESKTOP);
    await openPage('localhost', '/trabajo-empleo?jornadas=COMPLETA');
    await (await findByRole('button', { name: 'Quitar filtro Jornada completa' })).click();
    await browser().waitUntil(async () => !new URL(await browser().getUrl()).search.includes('jornadas'), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'the chip never removed its filter',
    });
    expect(await browser().$('button[aria-label^="Quitar filtro"]').isExisting()).toBe(false);
  });
});

describe('an offer on a phone', () => {
  test('«Postular» (after «Postulación rápida» where the offer takes it) is on the first screen, in the action group with «Guardar oferta» and «Compartir oferta»', async () => {
    await viewport(PHONE);
    const { idDominio } = await portalConfig('localhost');
    const [oferta] = (await latestOffers(idDominio)).ofertas;
    await openPage('localhost', offerPath(oferta!));
    const postular = [await findByRole('button', { name: 'Postular' })];
    if (oferta!.postulacionRapida) postular.push(await findByRole('button', { name: 'Postulación rápida' }));
    for (const boton of postular) {
      const caja = await browser().execute((b) => {
        const { top, bottom } = b.getBoundingClientRect();
        return { top, bottom, alto: window.innerHeight };
      }, boton);
      expect(caja.top).toBeGreaterThanOrEqual(0);
      expect(caja.bottom).toBeLessThanOrEqual(caja.alto);
    }
    const nombres = await browser().execute(() =>
      [...document.querySelectorAll('[role="group"][aria-label="Acciones de la oferta"] button')].map((b) => b.textContent?.trim()),
    );
    const rapida = oferta!.postulacionRapida ? ['Postulación rápida'] : [];
    expect(nombres).toEqual([...rapida, 'Postular', 'Guardar oferta', 'Compartir oferta']);
  });
});
