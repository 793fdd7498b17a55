import type { OfertasRecomendadas } from '@portal/shared/contract';
import { deferredReply, ofertaResumen, renderPage, stubApi } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { OfertasParaTi } from './OfertasParaTi';

const PREFERENCIAS = { cargos: ['Desarrolladora Frontend'], areas: [], regiones: ['Región Metropolitana de Santiago'] };
const OFERTAS = [
  ofertaResumen({ idOferta: 1, nombreCargo: 'Desarrolladora Frontend React', nombreEmpresaFantasia: 'Banco Andino', ubicacion: { nombreComuna: 'Providencia', nombreRegion: 'Región Metropolitana de Santiago' } }),
  ofertaResumen({ idOferta: 2, nombreCargo: 'Desarrollador Full Stack', nombreEmpresaFantasia: 'Empresa confidencial' }),
  ofertaResumen({ idOferta: 3, nombreCargo: 'Analista QA' }),
  ofertaResumen({ idOferta: 4, nombreCargo: 'Ingeniero DevOps' }),
];

const responder = (body: OfertasRecomendadas) => stubApi(() => ({ body }), { jwt: 'jwt' });
const render = () => renderPage(<OfertasParaTi />, { path: '/dashboard' });

/** The links to every recommended and related offer, there whatever the recommendations' state. */
function expectLinksToAll() {
  expect(screen.getByRole('link', { name: 'Ofertas recomendadas' })).toHaveAttribute('href', '/recomendadas');
  expect(screen.getByRole('link', { name: 'Ofertas relacionadas' })).toHaveAttribute('href', '/relacionadas');
}

describe('OfertasParaTi', () => {
  it('shows the first three recommended offers with company and place, each leading to its page', async () => {
    const { requests } = responder({ preferencias: PREFERENCIAS, ofertas: OFERTAS });
    render();

    const lista = await screen.findByRole('list', { name: 'Ofertas recomendadas para ti' });
    const items = within(lista).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Desarrolladora Frontend ReactBanco AndinoProvidencia, Región Metropolitana',
      'Desarrollador Full StackEmpresa confidencialÑuñoa, Región Metropolitana',
      'Analista QABanco del PacíficoÑuñoa, Región Metropolitana',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Desarrolladora Frontend React' })).toHaveAttribute('href', '/trabajo/desarrolladora-frontend-react-1');
    expect(screen.queryByText('Ingeniero DevOps')).not.toBeInTheDocument();
    expectLinksToAll();
    expect(requests.map((r) => [r.url.pathname, r.headers.get('authorization')])).toEqual([['/api/candidato/recomendadas', 'Bearer jwt']]);
  });

  it('holds the place of three offers while they load, then shows them', async () => {
    const respuesta = deferredReply();
    stubApi(() => respuesta.promise, { jwt: 'jwt' });
    render();

    const cargando = screen.getByRole('status');
    expect(cargando).toHaveTextContent('Cargando tus ofertas recomendadas…');
    expect(within(cargando).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    expectLinksToAll();

    respuesta.release({ body: { preferencias: PREFERENCIAS, ofertas: OFERTAS } });
    expect(await screen.findByRole('link', { name: 'Analista QA' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('asks a candidate who told nothing of the job they look for to fill in their CV', async () => {
    responder({ preferencias: { cargos: [], areas: [], regiones: ['Región de Valparaíso'] }, ofertas: [] });
    render();

    expect(await screen.findByText(/Para recomendarte ofertas necesitamos saber qué trabajo buscas\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi currículum' })).toHaveAttribute('href', '/mi-curriculum');
    expect(screen.queryByRole('list', { name: 'Ofertas recomendadas para ti' })).not.toBeInTheDocument();
    expectLinksToAll();
  });

  it('says so when no live offer fits the CV yet', async () => {
    responder({ preferencias: PREFERENCIAS, ofertas: [] });
    render();

    expect(await screen.findByText('Aún no hay ofertas vigentes que coincidan con tu currículum. Te las mostraremos aquí cuando las haya.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mi currículum' })).not.toBeInTheDocument();
  });

  it('offers to try again when the recommendations cannot be loaded', async () => {
    stubApi(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error' } }), { jwt: 'jwt' });
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus ofertas recomendadas.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expectLinksToAll();
  });
});
