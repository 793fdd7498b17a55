// Where a page starts (issue 22). The pages share one window, and a route's page replaces the previous one
// inside the same layout: without this, an offer opened from far down a list opened far down too (at the
// footer). Following a link to another page starts it at its top, with the focus on its h1 (or the main
// landmark while the page has none), so a screen reader announces the new page; back and forward return to
// where that page was left, also once its content arrives later. A change of the query string alone (a
// filter, the next results) is the same page: it neither scrolls nor moves the focus.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import type * as InicioDePagina from './inicio-de-pagina';

const STORAGE_KEY = 'posicionesScroll';
type Positions = Map<string, number>;
type Inicio = typeof InicioDePagina;

/** The first view needs no page start: its code comes with the visitor's first sign of moving, or their first move. */
let inicio: Inicio | null = null;
let inicioPedido: Promise<Inicio> | null = null;
function cargarInicio(): Promise<Inicio> {
  inicioPedido ??= import('./inicio-de-pagina').then((modulo) => (inicio = modulo));
  return inicioPedido;
}
const SENALES_DE_MOVIMIENTO = ['pointerdown', 'keydown', 'focusin'] as const;

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
    // A tap, a key or a focus comes before a visitor's move, so the start is here when the next page shows.
    const anticipar = () => void cargarInicio().catch(() => undefined);
    for (const type of SENALES_DE_MOVIMIENTO) window.addEventListener(type, anticipar, { capture: true, passive: true });
    return () => {
      window.history.scrollRestoration = scrollRestoration;
      window.removeEventListener('pagehide', persist);
      for (const type of SENALES_DE_MOVIMIENTO) window.removeEventListener(type, anticipar, { capture: true });
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
    const start = (begin: (modulo: Inicio) => () => void) => {
      pending.current?.();
      if (inicio) {
        pending.current = begin(inicio);
        return;
      }
      // Its code still on the way (a move with no sign before it: back, forward, a script's navigation).
      let replaced = false;
      pending.current = () => { replaced = true; };
      cargarInicio().then(
        (modulo) => { if (!replaced) pending.current = begin(modulo); },
        () => undefined,
      );
    };
    if (navigationType === 'POP') {
      if (saved !== undefined) start(({ restore }) => restore(saved));
    } else if (before && before.pathname !== location.pathname) {
      start(({ toTop }) => toTop(location));
    }
    return () => window.removeEventListener('scroll', record);
  }, [location, navigationType]);
}
