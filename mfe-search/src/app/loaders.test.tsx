// What the edge preloads for a page (its route's subject and its loader's answers) is exactly what the page asks for first: rendered with those
// answers, the page shows its content and sends no request for it (as when the browser hydrates it).
import { act, screen } from '@testing-library/react';
import { filtrosQueryKey } from '@portal/shared/api';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { loaderArgs, preloadPage, renderPreloaded, stubApi } from '@portal/shared/testing';
import { filtrosBusqueda, oferta, paginaDeOfertas } from '../testing/fixtures';
import { loaders } from './loaders';
import { pages } from './pages';

const OFERTA = oferta({ idOferta: 321, nombreCargo: 'Cajero bancario' });

function stub() {
  return stubApi((request) => {
    if (request.url.pathname === '/api/busqueda/filtros') return { body: filtrosBusqueda() };
    if (request.url.pathname === '/api/ofertas/321') return { body: OFERTA };
    return { body: paginaDeOfertas(Number(request.url.searchParams.get('pagina')), 40) };
  });
}

const preloadAndRender = (name: string, path: string, url: string, params: Record<string, string>) => renderPreloaded({ loaders, pages, stub }, name, path, url, params);

it.each([
  ['home', '/', '/', {}],
  ['trabajoEmpleo', '/trabajo-empleo', '/trabajo-empleo?pagina=2&orden=FECHA_PUBLICACION', {}],
  ['trabajoEmpleoCargo', '/trabajo-empleo/:cargo', '/trabajo-empleo/cajero-bancario', { cargo: 'cajero-bancario' }],
  ['categoria', '/empleo-categoria/:categoria', '/empleo-categoria/4-salud', { categoria: '4-salud' }],
  ['canal', '/canal/:idCanal', '/canal/3', { idCanal: '3' }],
])('%s: the preloaded search and filter options are the ones the page shows, nothing is asked again', async (name, path, url, params) => {
  const requests = await preloadAndRender(name, path, url, params);
  expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  await act(async () => {});
  expect(requests.filter((request) => ['/api/searchjob', '/api/busqueda/filtros'].includes(request.url.pathname))).toEqual([]);
});

it('oferta: the preloaded offer shows without asking for it', async () => {
  const requests = await preloadAndRender('oferta', '/trabajo/:oferta', '/trabajo/cajero-bancario-321', { oferta: 'cajero-bancario-321' });
  expect(await screen.findByRole('heading', { name: 'Cajero bancario' })).toBeInTheDocument();
  await act(async () => {});
  expect(requests.filter((request) => request.url.pathname === '/api/ofertas/321')).toEqual([]);
});

it('a random order or a deep page is left to the browser', async () => {
  stub();
  await expect(loaders.trabajoEmpleo!(loaderArgs({ search: new URLSearchParams('orden=ALEATORIO') }))).rejects.toThrow();
  await expect(loaders.trabajoEmpleo!(loaderArgs({ search: new URLSearchParams('pagina=40') }))).rejects.toThrow();
});

it("landing: the portal's filter options (the route's subject, which says whether the place exists) are asked for once", async () => {
  const { requests } = stub();
  const respuestas = await preloadPage(loaders, 'landing', '/trabajo-nunoa', { landing: 'trabajo-nunoa' });
  expect(requests.filter((request) => request.url.pathname === '/api/busqueda/filtros')).toHaveLength(1);
  expect(requests.filter((request) => request.url.pathname === '/api/searchjob')).toHaveLength(1);
  expect(respuestas[filtrosQueryKey(DEFAULT_PORTAL_CONFIG.idDominio)]).toEqual(filtrosBusqueda());
});

it('home: filter options the edge already has are not asked for again', async () => {
  const { requests } = stub();
  const clave = filtrosQueryKey(DEFAULT_PORTAL_CONFIG.idDominio);
  const guardadas: Record<string, unknown> = { [clave]: filtrosBusqueda() };
  const args = { ...loaderArgs(), ask: async <T,>(key: string, fetch: () => Promise<T>) => (key in guardadas ? (guardadas[key] as T) : fetch()) };
  const respuestas = await loaders.home!(args);
  expect(requests.filter((request) => request.url.pathname === '/api/busqueda/filtros')).toEqual([]);
  expect(respuestas[clave]).toEqual(filtrosBusqueda());
});
