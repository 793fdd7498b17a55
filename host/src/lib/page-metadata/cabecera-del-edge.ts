import { PAGE_META_ATTRIBUTE, PAGE_META_DEL_NAVEGADOR } from './apply-page-meta';

/** The robots tag the edge writes into every page it serves (the browser's own carries a value; the dev server writes none). */
const ROBOTS_DEL_EDGE = `meta[name="robots"][${PAGE_META_ATTRIBUTE}]:not([${PAGE_META_ATTRIBUTE}="${PAGE_META_DEL_NAVEGADOR}"])`;

/** The history entry the document opened on: "default" on a visit's first, its own key on a reloaded one. */
let entradaInicial: string | undefined;

/**
 * Whether the head on screen is the one the edge wrote for this history entry: on the entry the document opened
 * on it says what pageMeta() would (same route, same answers), so pageMeta's code and every route's words wait
 * for the first navigation (issue 27). Once the browser wrote a head, it writes them all.
 */
export function cabeceraDelEdgeVigente(key: string): boolean {
  entradaInicial ??= key;
  return key === entradaInicial && document.head.querySelector(ROBOTS_DEL_EDGE) !== null;
}
