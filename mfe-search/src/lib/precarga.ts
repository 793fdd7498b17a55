// What a tap on a result will need, asked for before the tap: the offer's JSON when its card comes into view on
// a touch screen (in idle time, a few at a time, never on Save-Data or a 2G connection); the offer page's code and
// the offer's schema once the visitor scrolls a list of cards on a touch screen (usePaginaDeOfertaAlDesplazar);
// the offer checked against its schema once a pointer comes over the card, a finger lands on it or the keyboard
// focuses its link, with the page's code in the next idle moment and the description's sanitiser then too unless
// a finger (precargarOferta); the next page of results when "Cargar más ofertas" comes into view.
// The code is not fetched on view: it weighed about 8 KB gz (and valibot's 3) on every touch screen's page of
// cards, and its evaluation fell in the page's first seconds, where Lighthouse counts blocking time (issue 27).
// The answers are asked for with the browser's fetch (getCrudo, getAnticipado), not ky, which such a page does
// not otherwise load; the pages read them from @portal/shared/api's prefetched answers, so the tap asks for nothing more.
import { getOfertaAnticipada, ofertaQueryKey, precargar, precargarEsquemaOferta } from '@portal/shared/api';
import { useEffect, useRef, type RefObject } from 'react';
import { OfertaPagina } from './pagina-oferta';

/** Prefetches started in one idle period: the rest wait for the next. */
const POR_VEZ = 2;

interface ConexionLenta {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or the connection is too slow to spend on what may not be opened. */
function conexionLimitada(): boolean {
  const conexion = (navigator as Navigator & { connection?: ConexionLenta }).connection;
  return conexion?.saveData === true || conexion?.effectiveType === 'slow-2g' || conexion?.effectiveType === '2g';
}

const cola: (() => void)[] = [];
let programada = false;

/** Runs `tarea` when the browser is idle (within 2 s): never inside the event that asked for it. */
export function alEstarOcioso(tarea: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(tarea, { timeout: 2000 });
  else setTimeout(tarea, 200);
}

function atenderCola() {
  programada = false;
  for (const tarea of cola.splice(0, POR_VEZ)) tarea();
  if (cola.length) programar();
}

function programar() {
  if (programada) return;
  programada = true;
  alEstarOcioso(atenderCola);
}

/**
 * A pointer over the card, a finger on it or the keyboard on its link: the tap is near, so the offer (checked now
 * if its JSON came on view) is fetched, and the offer page's code in the next idle moment: while a finger rests
 * on the glass, or a mouse moves to the link. Not inside the event: a tap's pointerup and click wait behind its
 * pointerdown's handlers, and the page's scripts added there delayed the click on a slow phone (its INP); a tap
 * that outruns the idle moment loads the code through its route instead.
 * The sanitiser of its description too when a mouse or the keyboard announced the click, a few hundred
 * milliseconds ahead. A finger's click follows at once: evaluated then, DOMPurify (about 30 ms on a slow phone)
 * would delay the offer's title; the description, which the offer page renders after it, asks for it instead.
 */
export function precargarOferta(idOferta: number, { conPurificador }: { conPurificador: boolean }): void {
  precargar(ofertaQueryKey(idOferta), () => getOfertaAnticipada(idOferta));
  alEstarOcioso(() => {
    OfertaPagina.precargar();
    if (conPurificador) import('@portal/shared/safe-html').then(({ precargarPurificador }) => precargarPurificador()).catch(() => {});
  });
}

/**
 * A touch screen: nothing announces a tap before the finger lands, so offers are asked for when their cards come
 * into view. A mouse announces a click by coming over the card a few hundred milliseconds before, and a keyboard
 * by focusing its link: early enough to ask then, for a page of cards never opened.
 */
const pantallaTactil = () => window.matchMedia?.('(pointer: coarse)').matches === true;

/**
 * Runs `accion` once, in idle time, after the element came into view; not if it left the screen meanwhile
 * (a list scrolled past), nor without IntersectionObserver or on a limited connection. A new `vuelta` watches
 * again. `soloTactil`: only on a touch screen, where nothing else announces a tap (pantallaTactil).
 */
export function usePrecargaAlVer(
  ref: RefObject<Element | null>,
  accion: () => void,
  { vuelta, soloTactil = false }: { vuelta?: unknown; soloTactil?: boolean } = {},
): void {
  const ultima = useRef(accion);
  useEffect(() => { ultima.current = accion; });
  useEffect(() => {
    const elemento = ref.current;
    if (!elemento || typeof IntersectionObserver === 'undefined' || conexionLimitada()) return;
    if (soloTactil && !pantallaTactil()) return;
    let visible = false;
    let hecha = false;
    const observer = new IntersectionObserver((entradas) => {
      const antes = visible;
      visible = entradas.some((entrada) => entrada.isIntersecting);
      if (!visible || antes) return;
      cola.push(() => {
        if (!visible || hecha) return;
        hecha = true;
        observer.disconnect();
        ultima.current();
      });
      programar();
    });
    observer.observe(elemento);
    return () => {
      visible = false;
      observer.disconnect();
    };
  }, [ref, vuelta, soloTactil]);
}

const precargarPaginaDeOferta = () => {
  OfertaPagina.precargar();
  precargarEsquemaOferta();
};
const alDesplazar = () => { alEstarOcioso(precargarPaginaDeOferta); };
/** Offer cards on the page: the scroll listener lives while there is one. */
let tarjetasMontadas = 0;

/**
 * On a touch screen, the offer page's code and the offer's schema in idle time once the visitor scrolls while
 * offer cards are on the page: a finger moving through offers is the best sign of a tap to come, and evaluated
 * at the tap they were part of its wait on a slow phone. A page nobody scrolls (Lighthouse's) fetches none of it.
 */
export function usePaginaDeOfertaAlDesplazar(): void {
  useEffect(() => {
    if (!pantallaTactil() || conexionLimitada()) return;
    if (tarjetasMontadas++ === 0) window.addEventListener('scroll', alDesplazar, { passive: true, once: true });
    return () => {
      if (--tarjetasMontadas === 0) window.removeEventListener('scroll', alDesplazar);
    };
  }, []);
}
