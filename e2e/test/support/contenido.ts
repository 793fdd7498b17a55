// What the content suites check on a page: the edge's markup and status, console errors while hydrating, axe
// WCAG 2.1 AA, and reflow at a phone's width.
import AxeBuilder from '@axe-core/webdriverio';
import { browser, openPage, pageUrl } from './browser';
import { findByRole } from './queries';

/** The markup the edge put in #root (empty when the page renders in the browser), and the status. */
export async function fromEdge(path: string): Promise<{ status: number; root: string; html: string; location: string | null }> {
  const response = await fetch(pageUrl('localhost', path), { redirect: 'manual' });
  const html = await response.text();
  const root = /<div id="?root"?>([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  return { status: response.status, root, html, location: response.headers.get('location') };
}

/** Console messages of level error (React reports hydration mismatches there) from now on. */
export async function collectConsoleErrors(): Promise<string[]> {
  const errors: string[] = [];
  await browser().sessionSubscribe({ events: ['log.entryAdded'] });
  browser().on('log.entryAdded', (entry: { level: string; text: string | null }) => {
    if (entry.level === 'error') errors.push(entry.text ?? '');
  });
  return errors;
}

export async function axeViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ client: browser() }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Boxes whose content is wider than they are (reflow at 390 px, which axe does not check). Text for screen
 * readers only (VisuallyHidden: a 1 px box clipped to nothing) is cut on purpose.
 */
export const spilling = () =>
  browser().execute(() =>
    [...document.querySelectorAll('html, body, body *')]
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => !(element.clientWidth <= 1 && getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)'))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}": ${element.scrollWidth}px in ${element.clientWidth}px`),
  );

/**
 * Each page at a 390 px phone's width, once its heading and the header's search box are there: no axe
 * violation and nothing spilling. The window is back at the desktop size afterwards, whatever happened.
 */
export async function expectAccessibleOnPhone(pages: readonly (readonly [path: string, heading: string])[]) {
  await browser().setWindowSize(390, 844);
  try {
    for (const [path, heading] of pages) {
      await openPage('localhost', path);
      await findByRole('heading', { name: heading });
      await findByRole('combobox', { name: 'Buscar ofertas' });
      expect({ path, violations: await axeViolations(), spilling: await spilling() }).toEqual({ path, violations: [], spilling: [] });
    }
  } finally {
    await browser().setWindowSize(1280, 800);
  }
}
