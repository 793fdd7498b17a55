import { sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { deferredReply, renderPage, stubApi } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '../../../testing/federation-runtime';
import { guardada, ofertasGuardadas } from '../../../testing/area';
import { loginDe, rechazo } from '../../../testing/candidato';
import { OfertaGuardadaPage } from './OfertaGuardadaPage';
import { OfertasGuardadasPage } from './OfertasGuardadasPage';

const conSesion = (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe())); };
const lista = ofertasGuardadas([guardada(10, 'Analista QA'), guardada(11, 'Soporte TI'), guardada(12, 'Contador General', true)]);

describe('OfertasGuardadasPage', () => {
  it('lists the saved offers in the api’s order, each opening in the saved-offers layout, the expired one marked', async () => {
    stubApi(() => ({ body: lista }), { jwt: 'jwt' });
    renderPage(<OfertasGuardadasPage />, { path: '/ofertas-guardadas', seed: conSesion });

    const enlaces = await screen.findAllByRole('link', { name: /Analista QA|Soporte TI|Contador General/ });
    expect(enlaces.map((enlace) => enlace.getAttribute('href'))).toEqual([
      '/ofertas-guardadas/trabajo/analista-qa-10',
      '/ofertas-guardadas/trabajo/soporte-ti-11',
      '/ofertas-guardadas/trabajo/contador-general-12',
    ]);
    const items = screen.getAllByRole('listitem');
    expect(within(items[2]!).getByText('Oferta expirada: ya no recibe postulaciones.')).toBeInTheDocument();
    expect(within(items[0]!).queryByText(/Oferta expirada/)).not.toBeInTheDocument();
    // The place as the results say it: the region by its short name.
    expect(within(items[0]!).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Banco del Pacífico · Santiago, Región Metropolitana')).toBeInTheDocument();
  });

  it('removes an offer at once and puts it back with "Deshacer"', async () => {
    const { requests } = stubApi((request) => (request.method === 'GET' ? { body: lista } : { body: { idOferta: 11, guardada: request.method === 'PUT' } }), { jwt: 'jwt' });
    const { user } = renderPage(<OfertasGuardadasPage />, { path: '/ofertas-guardadas', seed: conSesion });

    await user.click(await screen.findByRole('button', { name: 'Quitar de guardadas «Soporte TI»' }));
    expect(screen.queryByRole('link', { name: 'Soporte TI' })).not.toBeInTheDocument();
    expect(screen.getByText('Quitaste «Soporte TI» de tus ofertas guardadas.')).toBeInTheDocument();
    await waitFor(() => { expect(requests.at(-1)).toMatchObject({ method: 'DELETE' }); });
    expect(requests.at(-1)?.url.pathname).toBe('/api/ofertas-guardadas/11');

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByRole('link', { name: 'Soporte TI' })).toBeInTheDocument();
    expect(screen.getByText('Volviste a guardar «Soporte TI».')).toBeInTheDocument();
    await waitFor(() => { expect(requests.at(-1)).toMatchObject({ method: 'PUT' }); });
  });

  it('brings the offer back and says so when the api refuses to unsave it', async () => {
    const respuesta = deferredReply();
    stubApi((request) => (request.method === 'GET' ? { body: lista } : respuesta.promise), { jwt: 'jwt' });
    const { user } = renderPage(<OfertasGuardadasPage />, { path: '/ofertas-guardadas', seed: conSesion });

    await user.click(await screen.findByRole('button', { name: 'Quitar de guardadas «Analista QA»' }));
    expect(screen.queryByRole('link', { name: 'Analista QA' })).not.toBeInTheDocument();
    respuesta.release(rechazo(503, 'BASE_NO_DISPONIBLE', 'El servicio no está disponible.'));

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos quitar «Analista QA» de tus ofertas guardadas. Inténtalo nuevamente.');
    expect(screen.getByRole('link', { name: 'Analista QA' })).toBeInTheDocument();
  });

  it('says there are none, with a link to search', async () => {
    stubApi(() => ({ body: ofertasGuardadas([]) }), { jwt: 'jwt' });
    renderPage(<OfertasGuardadasPage />, { path: '/ofertas-guardadas', seed: conSesion });
    expect(await screen.findByText(/No tienes ofertas guardadas\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar ofertas de empleo' })).toHaveAttribute('href', '/trabajo-empleo');
  });
});

describe('OfertaGuardadaPage', () => {
  beforeEach(() => { loadRemote.mockReset(); });

  it("renders the offer through mfe-search's federated OfferDetail widget", async () => {
    function OfferDetail({ idOferta }: { idOferta: number }) {
      return <h1>Oferta {idOferta} del widget</h1>;
    }
    loadRemote.mockResolvedValue({ OfferDetail });
    renderPage(<OfertaGuardadaPage />, { path: '/ofertas-guardadas/trabajo/:oferta', url: '/ofertas-guardadas/trabajo/analista-qa-10' });

    expect(await screen.findByRole('heading', { name: 'Oferta 10 del widget' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_search/OfferDetail');
    expect(screen.getByRole('link', { name: 'Volver a mis ofertas guardadas' })).toHaveAttribute('href', '/ofertas-guardadas');
  });

  it("links to the offer's own page when mfe-search cannot give the widget", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValue(new Error('remote down'));
    renderPage(<OfertaGuardadaPage />, { path: '/ofertas-guardadas/trabajo/:oferta', url: '/ofertas-guardadas/trabajo/analista-qa-10' });

    expect(await screen.findByRole('link', { name: 'Ver la oferta en su página' })).toHaveAttribute('href', '/trabajo/10');
  });
});
