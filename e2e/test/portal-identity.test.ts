// Each demo portal in its own identity (issue 23): its logo and colours in the banner from the first HTML, the
// same with JavaScript off, and WCAG 2.1 AA (axe) on every demo portal's home and results in its theme.
import { axeViolations, spilling } from './support/contenido';
import { portalConfig } from './support/api';
import { browser, fetchAs, openPage, useBrowser, type DemoHost } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const PORTALES: DemoHost[] = ['localhost', 'saae.localhost', 'alianza.localhost', 'feria.localhost'];
const SIZES = [
  { size: 'desktop', width: 1280, height: 800 },
  { size: 'phone', width: 390, height: 844 },
] as const;

/**
 * The first HTML the edge sends for the home, rendered: what a visitor without JavaScript gets. A render that
 * takes too long falls back to the browser (an empty #root), which a loaded machine can meet once: asked again.
 */
async function firstHtml(host: DemoHost): Promise<string> {
  let html = '';
  await browser().waitUntil(async () => /<header/.test((html = await (await fetchAs(host, '/')).text())), {
    timeout: OUTCOME_TIMEOUT_MS,
    timeoutMsg: `${host}: the edge never sent its home rendered`,
  });
  return html;
}

const primaryOf = (html: string) => /<style id="tema-portal">[^<]*--portal-color-primary:(#[0-9a-f]{6})/i.exec(html)?.[1];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `#1746b8` → `rgb(23, 70, 184)`, as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe("each demo portal's identity", () => {
  test('the first HTML of every demo portal carries its own logo, named by the portal, and its own primary colour', async () => {
    const primaries = new Set<string | undefined>();
    for (const host of PORTALES) {
      const { nombre, logo } = await portalConfig(host);
      const html = await firstHtml(host);
      const img = new RegExp(`<header[\\s\\S]*<img src="${escapeRegExp(logo!.url)}" width="${logo!.ancho}" height="${logo!.alto}" alt="${escapeRegExp(nombre)}"`);
      expect({ host, logo: img.test(html) }).toEqual({ host, logo: true });
      primaries.add(primaryOf(html));
    }
    expect(primaries.size).toBe(PORTALES.length);
    expect(primaries.has(undefined)).toBe(false);
  });

  test.each(PORTALES)("%s's banner shows its logo and wears its primary colour in the browser", async (host) => {
    const { nombre } = await portalConfig(host);
    const primary = primaryOf(await firstHtml(host))!;
    await openPage(host, '/');
    await findByRole('link', { name: nombre });
    const logo = await browser().$(`header a[href="/"] img[alt="${nombre}"]`);
    await browser().waitUntil(async () => (await logo.isDisplayed()) && browser().execute((img) => (img as HTMLImageElement).naturalWidth > 0, logo), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: `${host}: the banner's logo never showed`,
    });
    // The colour the logo sits on: its nearest ancestor with a background.
    const banner = await browser().execute((img) => {
      for (let box = (img as Element).parentElement; box; box = box.parentElement) {
        const color = getComputedStyle(box).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
      }
      return null;
    }, logo);
    expect(banner).toBe(rgb(primary));
  });
});

describe.each(SIZES)('WCAG 2.1 AA on every demo portal at $size size ($width×$height)', ({ width, height }) => {
  beforeAll(() => browser().setWindowSize(width, height));

  test.each(PORTALES)('%s: the home and the results have no axe violations and nothing spills out sideways', async (host) => {
    await openPage(host, '/');
    await browser().$('main h1').waitForExist({ timeout: OUTCOME_TIMEOUT_MS });
    expect(await axeViolations()).toEqual([]);
    expect(await spilling()).toEqual([]);

    await openPage(host, '/trabajo-empleo');
    await findByRole('heading', { name: 'Ofertas de empleo' });
    await waitForText(/\d ofertas?\b/);
    expect(await axeViolations()).toEqual([]);
    expect(await spilling()).toEqual([]);
  });
});

