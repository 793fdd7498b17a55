import { PAGE_META_ATTRIBUTE, PAGE_META_DEL_NAVEGADOR } from './apply-page-meta';

/** The robots tag the edge writes into every page it serves (the browser's own carries a value; the dev server writes none). */
const ROBOTS_DEL_EDGE = `meta[name="robots"][${PAGE_META_ATTRIBUTE}]:not([${PAGE_META_ATTRIBUTE}="${PAGE_META_DEL_NAVEGADOR}"])`;

/** The path the document opened on. */
let rutaInicial: string | undefined;

/**
 * Whether the head on screen is the one the edge wrote for this path: on the path the document opened on it says
 * what pageMeta() would (same route, same answers; a head depends on the path, not on the query string, so
 * filters, pages and keywords keep it), so pageMeta's code and every route's words wait for the first navigation
 * to another path (issue 27). Once the browser wrote a head, it writes them all.
 */
export function cabeceraDelEdgeVigente(pathname: string): boolean {
  rutaInicial ??= pathname;
  return pathname === rutaInicial && document.head.querySelector(ROBOTS_DEL_EDGE) !== null;
}
