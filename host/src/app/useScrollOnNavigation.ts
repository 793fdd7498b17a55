// Where a page starts (issue 22). The pages share one window, and a route's page replaces the previous one
// inside the same layout: without this, an offer opened from far down a list opened far down too (at the
// footer). Following a link to another page starts it at its top, with the focus on its h1 (or the main
// landmark while the page has none), so a screen reader announces the new page; back and forward return to
// where that page was left, also once its content arrives later. A change of the query string alone (a
// filter, the next results) is the same page: it neither scrolls nor moves the focus.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { MAIN_ID } from '../components/shell/SkipLink';

const STORAGE_KEY = 'posicionesScroll';
/** How long a restored position waits for the page to grow tall enough (its data still loading). */
const RESTORE_FOR_MS = 3000;

type Positions = Map<string, number>;

function readPositions(): Positions {
  try {
    return new Map(Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>));
  } catch {
    return new Map();
  }
}

/** Kept over a reload, by history entry; not the first entry's ("default"), which every new document has. */
function savePositions(positions: Positions) {
  const kept = [...positions].filter(([key]) => key !== 'default').slice(-50);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Private mode or a full storage: positions are kept for this page load only.
  }
}

/** Scrolls to `y` as soon as the page is tall enough, unless the visitor scrolls first; answers a cancel. */
function restore(y: number): () => void {
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

function toTop({ hash }: Location): () => void {
  const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  return focusNewPage();
}

export function useScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const previous = useRef<Location | null>(null);
  // A restore or a wait for the h1 still going on: a later page's start replaces it, not a filter's change.
  const pending = useRef<(() => void) | null>(null);

  // The browser's own restoration would jump first, on the previous page's content; this hook does it instead.
  useLayoutEffect(() => {
    positions.current = readPositions();
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    const persist = () => { if (positions.current) savePositions(positions.current); };
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = scrollRestoration;
      window.removeEventListener('pagehide', persist);
      pending.current?.();
    };
  }, []);

  // A layout effect: the listener moves to the new entry in the commit that shows its page, before the
  // browser reports the scroll that the shorter new page forces (which belongs to no entry's position).
  useLayoutEffect(() => {
    const { key } = location;
    const record = () => positions.current?.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });

    const before = previous.current;
    previous.current = location;
    const saved = positions.current?.get(key);
    const start = (begin: () => () => void) => {
      pending.current?.();
      pending.current = begin();
    };
    if (navigationType === 'POP') {
      if (saved !== undefined) start(() => restore(saved));
    } else if (before && before.pathname !== location.pathname) {
      start(() => toTop(location));
    }
    return () => window.removeEventListener('scroll', record);
  }, [location, navigationType]);
}
