/**
 * The search results page (`/trabajo-empleo`) belongs to a later issue and is not in the route manifest
 * yet, so `href()` cannot build it: this is the one place that knows its path until it is.
 */
const RESULTADOS_PATH = '/trabajo-empleo';

export function searchResultsUrl(palabraClave: string): string {
  const keyword = palabraClave.trim();
  return keyword ? `${RESULTADOS_PATH}?${new URLSearchParams({ palabraClave: keyword }).toString()}` : RESULTADOS_PATH;
}
