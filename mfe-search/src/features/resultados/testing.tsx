import type { ResultadoBusqueda, SugerenciasBusqueda } from '@portal/shared/contract';
import { renderPage, stubApi, type RecordedRequest } from '@portal/shared/testing';
import { filtrosBusqueda, paginaDeOfertas } from '../../testing/fixtures';
import { TrabajoEmpleoPage } from './pages/TrabajoEmpleoPages';

export type SearchResponder = (query: Record<string, string>, request: RecordedRequest) => ResultadoBusqueda | Promise<ResultadoBusqueda>;

/**
 * Answers filter options, suggestions (none by default) and searches (by default 40 offers, paged by 15);
 * returns the search queries sent.
 */
export function stubSearch(
  respond: SearchResponder = (query) => paginaDeOfertas(Number(query.pagina), 40),
  sugerencias: SugerenciasBusqueda = { cargos: [], lugares: [] },
) {
  const { requests } = stubApi(async (request) => {
    if (request.url.pathname === '/api/busqueda/filtros') return { body: filtrosBusqueda() };
    if (request.url.pathname === '/api/busqueda/sugerencias') return { body: sugerencias };
    return { body: await respond(Object.fromEntries(request.url.searchParams), request) };
  });
  const searches = () => requests.filter((r) => r.url.pathname === '/api/searchjob').map((r) => Object.fromEntries(r.url.searchParams));
  return { searches };
}

export function renderResultados(url = '/trabajo-empleo', options: Omit<Parameters<typeof renderPage>[1], 'path' | 'url'> = {}) {
  const view = renderPage(<TrabajoEmpleoPage />, { path: '/trabajo-empleo', url, ...options });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}
