// What a new page's start does (useScrollOnNavigation.ts): scroll to its top or back to where it was left, and
// focus its title. Fetched with the first sign that the visitor is about to move (issue 27): the first view
// needs none of it.
import type { Location } from 'react-router-dom';
import { MAIN_ID } from '../components/shell/SkipLink';

/** How long a restored position waits for the page to grow tall enough (its data still loading). */
const RESTORE_FOR_MS = 3000;

/** Scrolls to `y` as soon as the page is tall enough, unless the visitor scrolls first; answers a cancel. */
export function restore(y: number): () => void {
  const until = Date.now() + RESTORE_FOR_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && Date.now() < until) frame = requestAnimationFrame(attempt);
    else cancel();
  };
  const cancel = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.removeEventListener(type, cancel);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.addEventListener(type, cancel, { passive: true });
  attempt();
  return cancel;
}

/** How long the focus, left on the main landmark, waits for the page's h1 (its data still loading). */
const HEADING_FOR_MS = 5000;

function focusQuietly(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Nothing has the focus: the element it was on left the page (a skeleton's h1 replaced by the page's). */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * The new page's h1; while it has none (a skeleton), its main landmark, and the h1 as soon as it arrives
 * unless the focus moved meanwhile. An h1 replaced while the page settles (its data or code arriving) takes
 * the focus back from the body. A page that placed the focus itself keeps it. Answers a cancel.
 */
function focusNewPage(): () => void {
  const main = document.getElementById(MAIN_ID);
  const active = document.activeElement;
  if (!main || (active && active !== main && main.contains(active))) return () => {};
  let focused = main.querySelector<HTMLElement>('h1') ?? main;
  focusQuietly(focused);
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector<HTMLElement>('h1');
    if (!arrived || arrived === focused) return;
    if (document.activeElement === main || (!focused.isConnected && focusLost())) focusQuietly((focused = arrived));
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), HEADING_FOR_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

export function toTop({ hash }: Location): () => void {
  const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  return focusNewPage();
}
