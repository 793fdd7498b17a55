import { canalesAtom, ultimasOfertasAtom } from '@portal/shared/state';
import { screen, within } from '@testing-library/react';
import { filtrosBusqueda, ofertaResumen, resultadoBusqueda } from '../../../testing/fixtures';
import { deferredReply, fijarAhora, renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { HomePage } from './HomePage';

const portalCorporativo = { idDominio: 857, nombre: 'Empleos Andes', tipoPortal: 'CORPORATIVO' } as const;

function renderHome(portal: Parameters<typeof renderPage>[1]['portal'] = portalCorporativo, seed?: Parameters<typeof renderPage>[1]['seed']) {
  return renderPage(<HomePage />, { path: '/', portal, seed });
}

describe('HomePage', () => {
  // 24 November 2026 in Santiago: the fixtures' offers were published two days earlier.
  fijarAhora('2026-11-24T15:00:00Z');

  it('welcomes visitors by the portal name and shows a skeleton while the offers load', async () => {
    const { release } = renderWhileLoading(renderHome, 'Cargando las últimas ofertas…');
    expect(screen.getByRole('heading', { level: 1, name: /Empleos Andes/ })).toBeInTheDocument();

    release(resultadoBusqueda([ofertaResumen()]));
    expect(await screen.findByRole('link', { name: 'Cajero bancario' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando las últimas ofertas…')).not.toBeInTheDocument();
  });

  it('leads, last and discreetly, to the premium plan', () => {
    stubApi(() => deferredReply().promise);
    renderHome();
    const aviso = screen.getByRole('complementary', { name: 'Plan premium para candidatos' });
    expect(within(aviso).getByRole('link', { name: 'Conoce el plan premium' })).toHaveAttribute('href', '/plan-premium');
  });

  it('shows each latest offer with its link, company, place, date and salary in es-CL', async () => {
    stubApi(() => ({ body: resultadoBusqueda([ofertaResumen()], 2345) }));
    renderHome();

    const link = await screen.findByRole('link', { name: 'Cajero bancario' });
    expect(link).toHaveAttribute('href', '/trabajo/cajero-bancario-1234');
    const card = within(link.closest('article') as HTMLElement);
    expect(card.getByText('Banco del Pacífico')).toBeInTheDocument();
    expect(card.getByText('Ñuñoa, Región Metropolitana')).toBeInTheDocument();
    expect(card.getByText(/^Publicada/)).toHaveTextContent('Publicada hace 2 días');
    expect(card.getByText('hace 2 días')).toHaveAttribute('dateTime', '2026-11-22');
    expect(card.getByText('$1.200.000')).toBeInTheDocument();
    expect(screen.getByText('2.345 ofertas publicadas')).toBeInTheDocument();
  });

  it('does not show the salary of an offer that hides it', async () => {
    stubApi(() => ({ body: resultadoBusqueda([ofertaResumen({ mostrarSueldo: false, sueldo: null })]) }));
    renderHome();

    const link = await screen.findByRole('link', { name: 'Cajero bancario' });
    expect(within(link.closest('article') as HTMLElement).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('asks a CORPORATIVO portal for its newest non-confidential offers and keeps them in the store', async () => {
    const resultado = resultadoBusqueda([ofertaResumen()]);
    const { requests } = stubApi(() => ({ body: resultado }));
    const { store } = renderHome();

    await screen.findByRole('link', { name: 'Cajero bancario' });
    // The hero's quick ways in ask for the filters too: the search is the one request to /api/searchjob.
    const busquedas = requests.filter((request) => request.url.pathname === '/api/searchjob');
    expect(busquedas).toHaveLength(1);
    const url = busquedas[0]?.url;
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      idDominio: '857',
      orden: 'FECHA_PUBLICACION',
      tipoOrden: 'DESC',
      pagina: '1',
      ofertaConfidencial: 'false',
    });
    expect(store.get(ultimasOfertasAtom)).toEqual(resultado);
  });

  it('asks a SAAE portal for the offers of its first channel instead of sending ofertaConfidencial', async () => {
    const { requests } = stubApi(() => ({ body: resultadoBusqueda([ofertaResumen()]) }));
    renderHome({ idDominio: 901, nombre: 'SAAE Demo', tipoPortal: 'SAAE', tieneCanal: true }, (store) => { store.set(canalesAtom, [
        { idCanal: 31, nombre: 'Canal Norte', estado: 1 },
        { idCanal: 32, nombre: 'Canal Sur', estado: 1 },
      ]); },
    );

    await screen.findByRole('link', { name: 'Cajero bancario' });
    const busquedas = requests.filter((request) => request.url.pathname === '/api/searchjob');
    expect(busquedas).toHaveLength(1);
    const params = busquedas[0]?.url.searchParams;
    expect(params?.get('idCanales')).toBe('31');
    expect(params?.get('idDominio')).toBe('901');
    expect(params?.has('ofertaConfidencial')).toBe(false);
  });

  it('says when the offers cannot be loaded and loads them again on "Reintentar"', async () => {
    let fail = true;
    const { requests } = stubApi(() =>
      fail ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'No disponible' } } : { body: resultadoBusqueda([ofertaResumen()]) },
    );
    const { user } = renderHome();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las últimas ofertas.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('link', { name: 'Cajero bancario' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/searchjob')).toHaveLength(2);
  });

  it('says so when the portal has no offers yet', async () => {
    stubApi(() => ({ body: resultadoBusqueda([]) }));
    renderHome();

    expect(await screen.findByText('0 ofertas publicadas')).toBeInTheDocument();
    expect(screen.getByText('Aún no hay ofertas publicadas. Vuelve pronto.')).toBeInTheDocument();
  });

  it('takes every typed character while the offers load and opens the search results only on "Buscar"', async () => {
    const reply = deferredReply();
    const { requests } = stubApi(() => reply.promise);
    const { user, router } = renderHome();

    const search = screen.getByRole('search');
    const box = within(search).getByRole('combobox', { name: 'Buscar ofertas' });
    await user.type(box, 'enfermera');
    expect(box).toHaveValue('enfermera');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando las últimas ofertas…');
    reply.release({ body: resultadoBusqueda([ofertaResumen()]) });
    await screen.findByRole('link', { name: 'Cajero bancario' });
    await user.type(box, ' Ñuñoa');
    expect(box).toHaveValue('enfermera Ñuñoa');
    expect(requests.filter((request) => request.url.pathname === '/api/searchjob')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));

    expect(router.state.location.pathname).toBe('/trabajo-empleo');
    expect(new URLSearchParams(router.state.location.search).get('palabraClave')).toBe('enfermera Ñuñoa');
  });

  it('links to the landings of its regions, comunas, areas and categories, and to its channels', async () => {
    stubApi((request) => ({ body: request.url.pathname === '/api/busqueda/filtros' ? filtrosBusqueda() : resultadoBusqueda([ofertaResumen()]) }));
    renderHome(portalCorporativo, (store) => { store.set(canalesAtom, [{ idCanal: 31, nombre: 'Empleos municipales', estado: 1 }]); });

    const explora = within(await screen.findByRole('region', { name: 'Explora las ofertas' }));
    expect(within(explora.getByRole('navigation', { name: 'Por región' })).getByRole('link', { name: 'Región de Valparaíso' })).toHaveAttribute('href', '/trabajo-region-de-valparaiso');
    expect(explora.getByRole('link', { name: 'Trabajo en Providencia' })).toHaveAttribute('href', '/trabajo-providencia');
    expect(explora.getByRole('link', { name: 'Salud' })).toHaveAttribute('href', '/trabajo-salud');
    expect(explora.getByRole('link', { name: 'Salud y bienestar' })).toHaveAttribute('href', '/empleo-categoria/4-salud-y-bienestar');
    expect(explora.getByRole('link', { name: 'Empleos municipales' })).toHaveAttribute('href', '/canal/31');
  });

  it('offers quick ways in under the search: the areas and regions with most offers, each opening its landing, regions by their short name', async () => {
    stubApi((request) => ({ body: request.url.pathname === '/api/busqueda/filtros' ? filtrosBusqueda() : resultadoBusqueda([ofertaResumen()]) }));
    renderHome();

    const accesos = within(await screen.findByRole('navigation', { name: 'Accesos rápidos' }));
    const areas = within(accesos.getByRole('list', { name: 'Busca por área' }));
    expect(areas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Tecnología', 'Salud']);
    expect(areas.getByRole('link', { name: 'Salud' })).toHaveAttribute('href', '/trabajo-salud');
    const regiones = within(accesos.getByRole('list', { name: 'Busca por región' }));
    expect(regiones.getAllByRole('link').map((link) => link.textContent)).toEqual(['Región Metropolitana', 'Valparaíso']);
    expect(regiones.getByRole('link', { name: 'Valparaíso' })).toHaveAttribute('href', '/trabajo-region-de-valparaiso');
  });
});
