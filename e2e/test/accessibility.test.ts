// WCAG 2.1 AA on the search and offer pages, the shell around them and the login page: axe-core on each
// page at a desktop and a phone size, and a keyboard walk from the top of the results page.
import AxeBuilder from '@axe-core/webdriverio';
import type { Oferta, OfertaResumen } from '@portal/shared/contract';
import { apiGet, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, openPage, useBrowser } from './support/browser';
import { spilling } from './support/contenido';
import { signInAsDemo, signOut } from './support/session';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SIZES = [
  { size: 'desktop', width: 1280, height: 800 },
  { size: 'phone', width: 375, height: 740 },
] as const;

/** Each violation as one readable block: rule, impact, what to do, and where (with axe's reason per element). */
async function violations(): Promise<string[]> {
  const results = await new AxeBuilder({ client: browser() }).withTags(WCAG_AA).analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const reason = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
      return `  ${node.target.join(' ')}${reason ? ` — ${reason}` : ''}`;
    });
    return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${nodes.join('\n')}`;
  });
}

/** The header's search box comes from mfe-search: the page is whole once it is there. */
const headerSearch = () => findByRole('combobox', { name: 'Buscar ofertas' });
const resultCount = () => waitForText(/\d ofertas?\b/);

/** A live offer with questions the demo candidate can apply to on this portal; apply.test.ts takes the first ones. */
async function ofertaConPreguntas(): Promise<Oferta> {
  const { idDominio } = await portalConfig('localhost');
  const aptas: Oferta[] = [];
  for (let pagina = 1; aptas.length < 4 && pagina <= 10; pagina++) {
    const { ofertas } = await apiGet<{ ofertas: { idOferta: number }[] }>(
      `/api/searchjob?idDominio=${idDominio}&pagina=${pagina}&tipoCurriculumAceptado=NORMAL`,
    );
    for (const { idOferta } of ofertas) {
      const oferta = await apiGet<Oferta>(`/api/ofertas/${idOferta}`);
      if (oferta.preguntas.length && !oferta.linkPostulacionExterno && !oferta.postulacionValidaInstitucion) aptas.push(oferta);
    }
  }
  const oferta = aptas.at(-1);
  if (!oferta) throw new Error('The seed has no offer with questions to apply to.');
  return oferta;
}

interface Pagina {
  name: string;
  /** Opens the page and waits until its content is there. */
  open: () => Promise<void>;
  /** Undoes what `open` changed for the pages after it (the session). */
  after?: () => Promise<void>;
}

let oferta: OfertaResumen;
let conPreguntas: Oferta;
beforeAll(async () => {
  const { idDominio } = await portalConfig('localhost');
  const [primera] = (await latestOffers(idDominio)).ofertas;
  if (!primera) throw new Error('The seed has no live offer.');
  oferta = primera;
  conPreguntas = await ofertaConPreguntas();
  await openPage('localhost', '/');
  await signOut();
});

const PAGES: Pagina[] = [
  {
    name: 'home',
    open: async () => {
      await openPage('localhost', '/');
      await findByRole('heading', { name: /^Encuentra tu próximo empleo/ });
      await browser().$('main article').waitForExist({ timeout: OUTCOME_TIMEOUT_MS });
      await headerSearch();
    },
  },
  {
    name: 'results with filters',
    open: async () => {
      await openPage('localhost', '/trabajo-empleo?palabraClave=ventas');
      await findByRole('heading', { name: 'Ofertas de empleo' });
      await resultCount();
      await findByRole(['combobox', 'button'], { name: /^(Región|Filtros)$/ });
      await headerSearch();
    },
  },
  {
    name: 'the filters of the results (a dialog on a phone)',
    open: async () => {
      await openPage('localhost', '/trabajo-empleo?palabraClave=ventas');
      await resultCount();
      const phoneButton = await browser().$('button[aria-haspopup="dialog"]');
      if (await phoneButton.isDisplayed()) await phoneButton.click();
      await findByRole('combobox', { name: 'Región' });
    },
  },
  {
    name: 'a landing',
    open: async () => {
      await openPage('localhost', '/trabajo-nunoa');
      await findByRole('heading', { name: 'Trabajo en Ñuñoa' });
      await resultCount();
      await headerSearch();
    },
  },
  {
    name: 'an offer',
    open: async () => {
      await openPage('localhost', offerPath(oferta));
      await findByRole('heading', { name: oferta.nombreCargo });
      await findByRole('button', { name: 'Postular' });
      await headerSearch();
    },
  },
  {
    name: 'the login page',
    open: async () => {
      await openPage('localhost', '/ingresa-a-tu-cuenta');
      await findByRole('heading', { name: 'Ingresa a tu cuenta' });
      await findByRole('button', { name: 'Ingresar' });
    },
  },
  {
    name: 'the 404 page',
    open: async () => {
      await openPage('localhost', '/esta-pagina-no-existe');
      await findByRole('heading', { name: 'Page not found: /esta-pagina-no-existe' });
    },
  },
  {
    name: 'the apply form of a signed-in candidate',
    open: async () => {
      await signInAsDemo();
      await openPage('localhost', offerPath(conPreguntas));
      await (await findByRole('button', { name: 'Postular' })).click();
      await findByRole('heading', { name: `Postular a ${conPreguntas.nombreCargo}` });
      await browser().$(`#pregunta_${conPreguntas.preguntas[0]!.idPregunta}`).waitForExist({ timeout: OUTCOME_TIMEOUT_MS });
    },
    after: signOut,
  },
  {
    name: "the candidate area's applications, with the account menu open (desktop) or the area's list open (phone)",
    open: async () => {
      await signInAsDemo();
      await openPage('localhost', '/mis-postulaciones');
      await findByRole('heading', { name: 'Mis postulaciones' });
      await headerSearch();
      // One disclosure open at a time: opening one is a click outside the other.
      const areaRow = await browser().$('nav[aria-label="Tu cuenta"] button');
      if (await areaRow.isDisplayed()) await areaRow.click();
      else await (await findByRole('button', { name: /^Hola, Camila/ })).click();
      await findByRole('link', { name: 'Mi panel' });
    },
    after: signOut,
  },
];

describe.each(SIZES)('WCAG 2.1 AA at $size size ($width×$height)', ({ width, height }) => {
  beforeAll(() => browser().setWindowSize(width, height));

  test.each(PAGES)('$name has no axe violations and nothing spills out sideways', async ({ open, after }) => {
    try {
      await open();
      expect(await violations()).toEqual([]);
      expect(await spilling()).toEqual([]);
    } finally {
      await after?.();
    }
  });
});

/**
 * What has the keyboard focus, and whether a focus ring shows with at least 3:1 against what lies behind it
 * (WCAG 1.4.11): the colour found just left of the ring, since the ring is drawn outside the element.
 */
const focused = () =>
  browser().execute(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = outline ? style.outlineColor : (/rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null);
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const rect = element.getBoundingClientRect();
    const reach = outline ? parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) + 1 : 4;
    const behind = document
      .elementsFromPoint(Math.max(0, rect.left - reach), rect.top + rect.height / 2)
      .find((other) => !element.contains(other) && channels(getComputedStyle(other).backgroundColor)[3] !== 0);
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = ring ? [luminance(ring), luminance(background)].sort((a, b) => b - a) : [0, 0];
    const label = element.getAttribute('aria-label') ?? ('labels' in element ? (element as HTMLInputElement).labels?.[0]?.textContent : null);
    return {
      element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(label ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      ring: ring && `${ring} on ${background}`,
      contrast: ring ? Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100 : 0,
    };
  });

describe.each(SIZES)('keyboard on the results at $size size', ({ width, height }) => {
  beforeAll(() => browser().setWindowSize(width, height));

  async function openResults() {
    await openPage('localhost', '/trabajo-empleo?palabraClave=ventas');
    await resultCount();
    await headerSearch();
  }

  test('Tab from the top reaches the skip link first, and Enter moves focus to the content', async () => {
    await openResults();
    await browser().keys(['Tab']);
    expect((await focused())?.element).toBe('a "Saltar al contenido"');
    await browser().keys(['Enter']);
    expect((await focused())?.element).toMatch(/^main#contenido /);
  });

  test('each of the first 15 Tab stops shows a focus ring with at least 3:1 contrast', async () => {
    await openResults();
    const stops = [];
    for (let stop = 0; stop < 15; stop++) {
      await browser().keys(['Tab']);
      stops.push(await focused());
    }
    expect(stops.filter((stop) => !stop || stop.contrast < 3)).toEqual([]);
  });
});
