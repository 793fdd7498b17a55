import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { ofertaResumen } from '../../../testing/fixtures';
import { RecomendadasPage } from './RecomendadasPage';
import { RelacionadasPage } from './RelacionadasPage';

const JWT = 'jwt-de-prueba';
const ofertas = [ofertaResumen({ idOferta: 1, nombreCargo: 'Desarrollador Full Stack' }), ofertaResumen({ idOferta: 2, nombreCargo: 'Analista QA' })];

describe('/recomendadas', () => {
  it("lists the offers picked from the candidate's CV and data, asked with the candidate's jwt", async () => {
    const preferencias = { cargos: ['Desarrolladora Frontend'], areas: ['Tecnología'], regiones: ['Región Metropolitana de Santiago'] };
    const { requests } = stubApi(() => ({ body: { preferencias, ofertas } }), { jwt: JWT });
    renderPage(<RecomendadasPage />, { path: '/recomendadas' });

    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas recomendadas' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Desarrollador Full Stack' })).toHaveAttribute('href', '/trabajo/desarrollador-full-stack-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Analista QA' })).toBeInTheDocument();
    expect(screen.getByText('Según tu currículum y tus datos: Desarrolladora Frontend · Tecnología · Región Metropolitana de Santiago.')).toBeInTheDocument();
    expect(requests.map((r) => [r.url.pathname, r.headers.get('authorization')])).toEqual([['/api/candidato/recomendadas', `Bearer ${JWT}`]]);
  });

  it('says when no live offer fits what the candidate looks for yet and links to the search', async () => {
    stubApi(() => ({ body: { preferencias: { cargos: ['Astronauta'], areas: [], regiones: [] }, ofertas: [] } }), { jwt: JWT });
    renderPage(<RecomendadasPage />, { path: '/recomendadas' });

    expect(await screen.findByText(/Aún no tenemos ofertas recomendadas para ti\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Busca ofertas' })).toHaveAttribute('href', '/trabajo-empleo');
  });

  it('asks a candidate who told nothing of the job they look for to fill in their CV, whatever their region', async () => {
    stubApi(() => ({ body: { preferencias: { cargos: [], areas: [], regiones: ['Región de Valparaíso'] }, ofertas: [] } }), { jwt: JWT });
    renderPage(<RecomendadasPage />, { path: '/recomendadas' });

    expect(await screen.findByText(/Indica tu cargo deseado y tu experiencia laboral en/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi currículum' })).toHaveAttribute('href', '/mi-curriculum');
    expect(screen.queryByText(/Según tu currículum/)).not.toBeInTheDocument();
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
