import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { ofertaResumen } from '../../../testing/fixtures';
import { RecomendadasPage } from './RecomendadasPage';
import { RelacionadasPage } from './RelacionadasPage';

const JWT = 'jwt-de-prueba';
const ofertas = [ofertaResumen({ idOferta: 1, nombreCargo: 'Desarrollador Full Stack' }), ofertaResumen({ idOferta: 2, nombreCargo: 'Analista QA' })];

describe('/recomendadas', () => {
  it("lists the offers of the candidate's preferences, asked with the candidate's jwt", async () => {
    const { requests } = stubApi(() => ({ body: { preferencias: { areas: ['Tecnología'], regiones: ['Región Metropolitana de Santiago'] }, ofertas } }), { jwt: JWT });
    renderPage(<RecomendadasPage />, { path: '/recomendadas' });

    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas recomendadas' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Desarrollador Full Stack' })).toHaveAttribute('href', '/trabajo/desarrollador-full-stack-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Analista QA' })).toBeInTheDocument();
    expect(screen.getByText('Según tus preferencias: Tecnología · Región Metropolitana de Santiago.')).toBeInTheDocument();
    expect(requests.map((r) => [r.url.pathname, r.headers.get('authorization')])).toEqual([['/api/candidato/recomendadas', `Bearer ${JWT}`]]);
  });

  it('says when there is nothing to recommend yet and links to the search', async () => {
    stubApi(() => ({ body: { preferencias: { areas: [], regiones: [] }, ofertas: [] } }), { jwt: JWT });
    renderPage(<RecomendadasPage />, { path: '/recomendadas' });

    expect(await screen.findByText(/Aún no tenemos ofertas recomendadas para ti\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Busca ofertas' })).toHaveAttribute('href', '/trabajo-empleo');
  });

  it('offers to try again when the offers cannot be loaded', async () => {
    stubApi(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error' } }), { jwt: JWT });
    renderPage(<RecomendadasPage />, { path: '/recomendadas' });

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus ofertas recomendadas.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('/relacionadas', () => {
  it('lists offers like those the candidate applied to or saved', async () => {
    const { requests } = stubApi(() => ({ body: { referencias: 3, ofertas } }), { jwt: JWT });
    renderPage(<RelacionadasPage />, { path: '/relacionadas' });

    expect(await screen.findByRole('link', { name: 'Analista QA' })).toBeInTheDocument();
    expect(screen.getByText('Parecidas a las ofertas a las que postulaste o que guardaste.')).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/candidato/relacionadas']);
  });

  it('says so when the candidate has neither applied nor saved, and links to the search', async () => {
    stubApi(() => ({ body: { referencias: 0, ofertas: [] } }), { jwt: JWT });
    renderPage(<RelacionadasPage />, { path: '/relacionadas' });

    expect(await screen.findByText(/Aún no postulas ni guardas ofertas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar ofertas' })).toHaveAttribute('href', '/trabajo-empleo');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
