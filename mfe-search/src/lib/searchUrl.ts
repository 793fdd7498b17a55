import { href } from '@portal/shared/routes';

/** The results page for a keyword typed in a search box. */
export function searchResultsUrl(palabraClave: string): string {
  const keyword = palabraClave.trim();
  const path = href('trabajoEmpleo');
  return keyword ? `${path}?${new URLSearchParams({ palabraClave: keyword }).toString()}` : path;
}
