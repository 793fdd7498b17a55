import { screen } from '@testing-library/react';
import { sessionAtom, toastsAtom } from '@portal/shared/state';
import { renderPage, stubApi, type RecordedRequest, type StubReply } from '@portal/shared/testing';
import { HomePage } from '../features/home/components/HomePage';
import { OfertaPage } from '../features/oferta/components/OfertaPage';
import { oferta, ofertaResumen, resultadoBusqueda, sesionDemo } from '../testing/fixtures';

const noPostulado = { body: { postulado: false, fecha: null, tieneCurriculumPerfil: true, curriculumPerfil: { nombre: 'Currículum de Camila Rojas Muñoz', porcentaje: 85, archivo: null }, faltantesCurriculum: [] } };
const refused: StubReply = { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Ocurrió un error inesperado. Inténtalo nuevamente.' } };

function api(guardar: (r: RecordedRequest) => StubReply = (r) => ({ body: { idOferta: 1234, guardada: r.method === 'PUT' } })) {
  return stubApi(
    (r) => {
      if (r.url.pathname.startsWith('/api/ofertas-guardadas/')) return guardar(r);
      if (r.url.pathname.startsWith('/api/postulaciones/oferta/')) return noPostulado;
      if (r.url.pathname === '/api/searchjob') return { body: resultadoBusqueda([ofertaResumen(), ofertaResumen({ idOferta: 55, nombreCargo: 'Vendedor' })]) };
      return { body: oferta() };
    },
    { jwt: 'jwt-demo' },
  );
}

const signedIn = { seed: (store: Parameters<NonNullable<Parameters<typeof renderPage>[1]['seed']>>[0]) => store.set(sessionAtom, sesionDemo) };
const renderOferta = (url = '/trabajo/cajero-bancario-1234', options = signedIn) => renderPage(<OfertaPage />, { path: '/trabajo/:oferta', url, ...options });

describe('saving an offer', () => {
  it('saves and unsaves from the offer page with PUT and DELETE', async () => {
    const { requests } = api();
    const { user } = renderOferta();
    const boton = await screen.findByRole('button', { name: 'Guardar oferta' });
    expect(boton).toHaveAttribute('aria-pressed', 'false');

    await user.click(boton);
    expect(screen.getByRole('button', { name: 'Oferta guardada' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Oferta guardada' }));
    expect(await screen.findByRole('button', { name: 'Guardar oferta' })).toHaveAttribute('aria-pressed', 'false');
    const guardadas = requests.filter((r) => r.url.pathname === '/api/ofertas-guardadas/1234').map((r) => r.method);
    expect(guardadas).toEqual(['PUT', 'DELETE']);
  });

  it('shows an offer the api marks guardada as saved', async () => {
    stubApi((r) => (r.url.pathname.startsWith('/api/postulaciones/') ? noPostulado : { body: oferta({ guardada: true }) }), { jwt: 'jwt-demo' });
    renderOferta();
    expect(await screen.findByRole('button', { name: 'Oferta guardada' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls back and tells the candidate in Spanish when saving fails', async () => {
    api(() => refused);
    const { user, store } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Guardar oferta' }));
    expect(await screen.findByRole('button', { name: 'Guardar oferta' })).toHaveAttribute('aria-pressed', 'false');
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ kind: 'danger', html: 'Ocurrió un error inesperado. Inténtalo nuevamente.' })]);
  });

  it('sends a visitor to sign in with accion=GUARDAR_OFERTA', async () => {
    stubApi(() => ({ body: oferta() }));
    const { user } = renderOferta('/trabajo/cajero-bancario-1234', { seed: () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Guardar oferta' }));
    expect(screen.getByText(/^Otra ruta:/)).toHaveTextContent(
      'Otra ruta: /ingresa-a-tu-cuenta?redirect=%2Ftrabajo%2Fcajero-bancario-1234%3Faccion%3DGUARDAR_OFERTA%26idOferta%3D1234',
    );
  });

  it('saves the offer on return from the login page', async () => {
    const { requests } = api();
    renderOferta('/trabajo/cajero-bancario-1234?accion=GUARDAR_OFERTA&idOferta=1234');
    expect(await screen.findByRole('button', { name: 'Oferta guardada' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.url.pathname)).toEqual(['/api/ofertas-guardadas/1234']);
  });

  it('saves from a card of the home list, naming the offer for screen readers', async () => {
    const { requests } = api();
    const { user } = renderPage(<HomePage />, { path: '/', ...signedIn });
    await user.click(await screen.findByRole('button', { name: 'Guardar oferta Vendedor' }));
    expect(screen.getByRole('button', { name: 'Guardar oferta Vendedor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Guardar oferta Cajero bancario' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.url.pathname)).toEqual(['/api/ofertas-guardadas/55']);
  });

  it('saves the card named in the URL when a visitor comes back from signing in on the home page', async () => {
    const { requests } = api();
    renderPage(<HomePage />, { path: '/', url: '/?accion=GUARDAR_OFERTA&idOferta=55', ...signedIn });
    expect(await screen.findByRole('button', { name: 'Guardar oferta Vendedor', pressed: true })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.url.pathname)).toEqual(['/api/ofertas-guardadas/55']);
  });
});
