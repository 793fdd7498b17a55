/** @jest-environment node */
// The edge's server render of real shell pages (layouts, header, router) with remote modules the test hands
// over: a remote that is down costs the pages it owns and its widget in the header, never the other pages.
import { createElement } from 'react';
import { filtrosQueryKey } from '@portal/shared/api';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { routeByName, type RouteLoader } from '@portal/shared/routes';
import type { RemotesManifest } from '../../src/lib/remotes-manifest';
import type { RemoteModules } from './remote-modules';
import { createServerRenderer, type ServerRendered } from './server-render';

// As in the edge bundle (scripts/lib/servers.mjs): the shell loads remote modules through the edge's door.
jest.mock('../../src/lib/federation', () => jest.requireActual('./federation'));

const REMOTES = Object.fromEntries(
  ['mfe_search', 'mfe_account', 'mfe_feria', 'mfe_content'].map((name) => [name, `http://remotos.test/${name}/mf-manifest.json`]),
) as RemotesManifest;

const NOTICIAS = () => createElement('h1', null, 'Noticias del portal');
const SEARCH_BOX = () => createElement('form', { role: 'search', 'aria-label': 'Buscar ofertas de empleo' }, 'caja de búsqueda');

/** Remote modules by `remote/expose`: what is not listed is a remote that is down. */
function modulesOf(available: Record<string, unknown>): RemoteModules {
  return {
    prepare: async (needs) => needs.every(([remote, expose]) => `${remote}/${expose}` in available),
    loaded: (remote, expose) => available[`${remote}/${expose}`],
    manifest: () => undefined,
  };
}

function renderNoticias(available: Record<string, unknown>) {
  const render = createServerRenderer({ remotes: REMOTES, appConfig: {} as never, apiUrl: 'http://127.0.0.1:9', modules: modulesOf(available) });
  return render({ url: '/noticias', route: routeByName('noticias'), portal: DEFAULT_PORTAL_CONFIG, cookie: undefined });
}

/** A rendered page's markup as text. */
const markupOf = (page: ServerRendered | null) => (page ? Buffer.from(page.html).toString() : undefined);

const CONTENT_PAGES = { 'mfe_content/pages': { pages: { noticias: NOTICIAS }, loaders: {} } };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('server rendering with a remote down', () => {
  it('renders a news page with its search box when every remote is up', async () => {
    const page = await renderNoticias({ ...CONTENT_PAGES, 'mfe_search/SearchBox': { SearchBox: SEARCH_BOX } });
    expect(markupOf(page)).toContain('Noticias del portal</h1>');
    expect(markupOf(page)).toContain('caja de búsqueda');
    expect(page?.enNavegador).toEqual([]);
  });

  it('still renders a news page while mfe-search is down, with a placeholder where the search box goes, for the browser to fill', async () => {
    const page = await renderNoticias(CONTENT_PAGES);
    expect(markupOf(page)).toContain('Noticias del portal</h1>');
    expect(markupOf(page)).not.toContain('caja de búsqueda');
    // Neither the box nor the link the browser shows when it cannot load the box: hydration renders the placeholder.
    expect(markupOf(page)).not.toContain('Buscar ofertas');
    expect(page?.enNavegador).toEqual(['mfe_search/SearchBox']);
  });

  it('still renders a news page when the search box throws on the edge', async () => {
    const broken = () => {
      throw new Error('search box broken on the server');
    };
    const page = await renderNoticias({ ...CONTENT_PAGES, 'mfe_search/SearchBox': { SearchBox: broken } });
    expect(markupOf(page)).toContain('Noticias del portal</h1>');
    expect(page?.enNavegador).toEqual(['mfe_search/SearchBox']);
  });

  it('leaves the page to the browser when the remote that owns it is down', async () => {
    await expect(renderNoticias({ 'mfe_search/SearchBox': { SearchBox: SEARCH_BOX } })).resolves.toBeNull();
  });
});

describe('the answers every page of a portal shares', () => {
  it('asks the api for the filter options once for two pages in a row, and gives both pages them', async () => {
    const filtros = { regiones: [] };
    const pedir = jest.fn(async () => filtros);
    const noticias: RouteLoader = async ({ portal, ask }) => ({ [filtrosQueryKey(portal.idDominio)]: await ask(filtrosQueryKey(portal.idDominio), pedir) });
    const modules = modulesOf({ 'mfe_content/pages': { pages: { noticias: NOTICIAS }, loaders: { noticias } } });
    const render = createServerRenderer({ remotes: REMOTES, appConfig: {} as never, apiUrl: 'http://127.0.0.1:9', modules });
    const request = { url: '/noticias', route: routeByName('noticias'), portal: DEFAULT_PORTAL_CONFIG, cookie: undefined };
    const [primera, segunda] = [await render(request), await render(request)];
    expect(pedir).toHaveBeenCalledTimes(1);
    expect(primera?.respuestas[filtrosQueryKey(DEFAULT_PORTAL_CONFIG.idDominio)]).toBe(filtros);
    expect(segunda?.respuestas[filtrosQueryKey(DEFAULT_PORTAL_CONFIG.idDominio)]).toBe(filtros);
  });

  it('gives them only to the pages that ask for them: a page that does not carries none in its data', async () => {
    const filtros = { regiones: [] };
    const noticias: RouteLoader = async ({ portal, ask }) => ({ [filtrosQueryKey(portal.idDominio)]: await ask(filtrosQueryKey(portal.idDominio), async () => filtros) });
    const pages = { noticias: NOTICIAS, eventos: () => createElement('h1', null, 'Eventos del portal') };
    const modules = modulesOf({ 'mfe_content/pages': { pages, loaders: { noticias } } });
    const render = createServerRenderer({ remotes: REMOTES, appConfig: {} as never, apiUrl: 'http://127.0.0.1:9', modules });
    const conFiltros = await render({ url: '/noticias', route: routeByName('noticias'), portal: DEFAULT_PORTAL_CONFIG, cookie: undefined });
    const sinFiltros = await render({ url: '/eventos', route: routeByName('eventos'), portal: DEFAULT_PORTAL_CONFIG, cookie: undefined });
    expect(Object.keys(conFiltros?.respuestas ?? {})).toEqual([filtrosQueryKey(DEFAULT_PORTAL_CONFIG.idDominio)]);
    expect(markupOf(sinFiltros)).toContain('Eventos del portal</h1>');
    expect(sinFiltros?.respuestas).toEqual({});
  });
});
