// What a visitor on a small screen notices, checkable on any page: nothing sticks out past the screen's right
// edge, and a page reached by following a link starts at its top with the focus on its heading.
import type { ChainablePromiseElement } from 'webdriverio';
import { browser } from './browser';
import { OUTCOME_TIMEOUT_MS } from './timeouts';

/**
 * Visible elements that reach past the right edge of the viewport (the page then scrolls sideways, or its
 * text is cut), one line each: tag, start of its text, its right edge. Elements moved off screen on purpose
 * (a skip link at left: -999px, text for screen readers only) and those clipped by a scrolling ancestor
 * (a sideways carousel) are not counted.
 */
export const widerThanViewport = () =>
  browser().execute(() => {
    const width = document.documentElement.clientWidth;
    const clippedBy = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || box.right <= 0) return false;
        return box.right > width + 1 && !clippedBy(element);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(element.getBoundingClientRect().right)}px (viewport ${width}px)`);
  });

export interface PageTop {
  scrollY: number;
  /** The h1's box against the viewport: both ends within it when the title is on screen. */
  heading: { text: string; top: number; bottom: number } | null;
  viewportHeight: number;
  /** What has the focus: tag, id and start of its text. */
  focus: string;
}

const readPageTop = () =>
  browser().execute((): PageTop => {
    const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
    const box = h1?.getBoundingClientRect();
    const active = document.activeElement;
    return {
      scrollY: Math.round(window.scrollY),
      heading: h1 && box ? { text: (h1.textContent ?? '').trim(), top: Math.round(box.top), bottom: Math.round(box.bottom) } : null,
      viewportHeight: window.innerHeight,
      focus: active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${(active.textContent ?? '').trim().slice(0, 60)}"` : '(none)',
    };
  });

/**
 * After following a link: waits for the new page's h1 named `heading` and answers where the page stands
 * (scroll offset, the title's box, the focus). A page that opened at the top has scrollY 0 and its title
 * inside the viewport.
 */
export async function pageTopAfterNavigation(heading: string | RegExp): Promise<PageTop> {
  let top: PageTop | undefined;
  const matches = (text: string) => (typeof heading === 'string' ? text === heading : heading.test(text));
  await browser()
    .waitUntil(
      async () => {
        top = await readPageTop();
        return top.heading !== null && matches(top.heading.text);
      },
      { timeout: OUTCOME_TIMEOUT_MS, interval: 200 },
    )
    .catch(() => {
      throw new Error(`No h1 ${String(heading)} within ${OUTCOME_TIMEOUT_MS} ms; last seen: ${JSON.stringify(top)}`);
    });
  // The page may still grow as its data arrives: read again once the layout has settled for a moment.
  await browser().pause(300);
  return readPageTop();
}

/** Whether the title is fully on screen at the top of the page, as a visitor opening the page expects. */
export const startsAtTop = (top: PageTop) =>
  top.scrollY === 0 && top.heading !== null && top.heading.top >= 0 && top.heading.bottom <= top.viewportHeight;

/** Scrolls the document by `deltaY` pixels with the mouse wheel over `element` (as a finger or wheel would). */
export async function wheel(element: WebdriverIO.Element | ChainablePromiseElement, deltaY: number) {
  await browser().action('wheel').scroll({ origin: element, deltaY, duration: 200 }).perform();
}
