import type { InformeSueldo, ResumenSueldo } from '@portal/shared/contract';
import { clearStoredSession, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { InformeSueldoPage } from './InformeSueldoPage';
import { InformesDeSueldoPage } from './InformesDeSueldoPage';
import { InformeTeaserPage } from './InformeTeaserPage';

// jsdom has no canvas: the chart is Chart.js's business, the page's is to give it the figures.
jest.mock('./GraficoBarras', () => ({
  GraficoBarras: ({ descripcion }: { descripcion: string }) => <canvas role="img" aria-label={descripcion} />,
}));

const rango = (mediana: number, cantidad = 12) => ({ cantidad, p25: mediana - 100_000, mediana, p75: mediana + 150_000 });

function resumen(overrides: Partial<ResumenSueldo> = {}): ResumenSueldo {
  return {
    cargo: 'Ejecutivo de Ventas',
    slug: 'ejecutivo-de-ventas',
    general: rango(1_050_000, 28),
    distribucion: [
      { desde: 600_000, hasta: 800_000, cantidad: 6 },
      { desde: 800_000, hasta: 1_000_000, cantidad: 9 },
      { desde: 1_000_000, hasta: 1_200_000, cantidad: 13 },
    ],
    porRegion: [
      { clave: '7', nombre: 'Región Metropolitana de Santiago', rango: rango(1_100_000, 20) },
      { clave: '5', nombre: 'Región de Valparaíso', rango: null },
    ],
    porExperiencia: [{ clave: 'SIN_EXPERIENCIA', nombre: 'Sin experiencia', rango: rango(900_000, 8) }],
    actualizado: '2026-11-24T12:00:00Z',
    ...overrides,
  };
}

const conSesion = (store: PortalStore) => {
  store.set(
    sessionAtom,
    storeSession({ login: { jwt: 'jwt-camila' }, candidato: { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO' } }),
  );
};

const renderResumen = (url = '/informes-de-sueldo/ejecutivo-de-ventas', sesion = false) =>
  renderPage(<InformesDeSueldoPage />, { path: '/informes-de-sueldo/:teaser', url, seed: sesion ? conSesion : undefined });

beforeEach(() => { clearStoredSession(); });

describe('InformesDeSueldoPage', () => {
  it('shows a skeleton, then the median, the usual range, the distribution as a chart and a table, and the groups', async () => {
    const { requests, release } = renderWhileLoading(renderResumen, 'Cargando el informe de sueldo…');
    release(resumen());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sueldo de Ejecutivo de Ventas en Chile' })).toBeInTheDocument();
    expect(screen.getByText('Sueldo mediano').nextSibling).toHaveTextContent('$1.050.000');
    expect(screen.getByText(/Son sueldos brutos mensuales, como los publican las ofertas/)).toBeInTheDocument();
    expect(screen.getByText('Rango habitual (la mitad central)').nextSibling).toHaveTextContent('$950.000 a $1.200.000');
    expect(screen.getByRole('img', { name: /El tramo con más ofertas es de \$1\.000\.000 a \$1\.200\.000, con 13/ })).toBeInTheDocument();
    const tramos = screen.getByRole('table', { name: 'Ofertas por tramo de sueldo' });
    expect(within(tramos).getByRole('row', { name: '$800.000 a $1.000.000 9' })).toBeInTheDocument();
    const regiones = screen.getByRole('table', { name: 'Sueldo por región' });
    expect(within(regiones).getByRole('row', { name: /^Región Metropolitana de Santiago 20 ofertas \$1\.100\.000 \$1\.000\.000 a \$1\.250\.000$/ })).toBeInTheDocument();
    // A region under 5 salaries is named once below the table, not given a row of its own.
    expect(within(regiones).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Sueldo por región' })).toHaveTextContent('Sin cifras por tener menos de 5 sueldos: Región de Valparaíso.');
    expect(requests[0]?.url.pathname).toBe('/api/informes-sueldo/cargo/ejecutivo-de-ventas');
    expect(requests[0]?.url.searchParams.get('idDominio')).toBe('857');
  });

  it('says there are not enough salaries, and offers no full report, below 5', async () => {
    stubApi(() => ({ body: resumen({ general: null, distribucion: [], porRegion: [], porExperiencia: [] }) }));
    renderResumen();

    expect(await screen.findByText(/Aún no hay suficientes sueldos publicados para este cargo/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver informe completo' })).not.toBeInTheDocument();
  });

  it('sends a visitor who asks for the full report to sign in, coming back to ask for it', async () => {
    stubApi(() => ({ body: resumen() }));
    const { user } = renderResumen();

    await user.click(await screen.findByRole('button', { name: 'Ver informe completo' }));
    const destino = new URL((await screen.findByText(/Otra ruta:/)).textContent!.replace('Otra ruta: ', ''), 'http://x');
    expect(destino.pathname).toBe('/ingresa-a-tu-cuenta');
    expect(destino.searchParams.get('redirect')).toBe('/informes-de-sueldo/ejecutivo-de-ventas?accion=INFORME_SUELDO');
  });

  it('asks for the report when the candidate comes back signed in, and opens it', async () => {
    const { requests } = stubApi(({ method }) => (method === 'POST' ? { status: 201, body: { idInforme: 7 } } : { body: resumen() }), { jwt: 'jwt-camila' });
    renderResumen('/informes-de-sueldo/ejecutivo-de-ventas?accion=INFORME_SUELDO', true);

    expect(await screen.findByText('Otra ruta: /informe-de-sueldo/7')).toBeInTheDocument();
    const pedido = requests.find((r) => r.method === 'POST')!;
    expect(pedido.url.pathname).toBe('/api/informes-sueldo');
    expect(JSON.parse(pedido.body)).toEqual({ cargo: 'ejecutivo-de-ventas', idDominio: 857 });
    expect(pedido.headers.get('authorization')).toBe('Bearer jwt-camila');
  });
});

function informe(overrides: Partial<InformeSueldo> = {}): InformeSueldo {
  return {
    idInforme: 7,
    pedido: '2026-11-24T12:00:00Z',
    resumen: resumen(),
    porJornada: [{ clave: 'COMPLETA', nombre: 'Jornada completa', rango: rango(1_080_000, 20) }],
    pretension: { monto: 1_200_000, porcentajeBajo: 75 },
    ...overrides,
  };
}

const renderInforme = () => renderPage(<InformeSueldoPage />, { path: '/informe-de-sueldo/:id', url: '/informe-de-sueldo/7', seed: conSesion });

describe('InformeSueldoPage', () => {
  it('shows the full report: the figures, by working hours and where the salary expectation stands', async () => {
    const { requests } = stubApi(() => ({ body: informe() }), { jwt: 'jwt-camila' });
    renderInforme();

    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de sueldo: Ejecutivo de Ventas' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Sueldo por jornada' })).getByRole('row', { name: /^Jornada completa 20 ofertas \$1\.080\.000/ })).toBeInTheDocument();
    expect(screen.getByText(/Tu pretensión de renta, \$1\.200\.000, supera al 75 % de los sueldos ofrecidos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis informes de sueldo' })).toHaveAttribute('href', '/mis-informes-de-sueldo');
    expect(requests[0]?.url.pathname).toBe('/api/informes-sueldo/7');
  });

  it('asks for the salary expectation when the CV has none', async () => {
    stubApi(() => ({ body: informe({ pretension: null }) }), { jwt: 'jwt-camila' });
    renderInforme();
    expect(await screen.findByRole('link', { name: 'tu currículum' })).toHaveAttribute('href', '/mi-curriculum');
  });
});

describe('InformeTeaserPage', () => {
  it('explains the reports, shows a live sample and opens the report of the position typed', async () => {
    const cargos = { cargos: [{ nombre: 'Enfermera Clínica', slug: 'enfermera-clinica' }, { nombre: 'Ejecutivo de Ventas', slug: 'ejecutivo-de-ventas' }] };
    const { requests } = stubApi(({ url }) => ({ body: url.pathname === '/api/informes-sueldo/cargos' ? cargos : resumen() }));
    const { user } = renderPage(<InformeTeaserPage />, { path: '/informe-de-sueldo-teaser' });

    expect(screen.getByRole('heading', { level: 1, name: 'Informes de sueldo' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ejemplo: Ejecutivo de Ventas' })).toBeInTheDocument();
    // Only the positions whose report this portal can show: the others would open the 404 page.
    expect(await screen.findByRole('link', { name: 'Enfermera Clínica' })).toHaveAttribute('href', '/informes-de-sueldo/enfermera-clinica');
    expect(screen.queryByRole('link', { name: 'Conductor Clase A5' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toContain('/api/informes-sueldo/cargo/ejecutivo-de-ventas');

    await user.type(screen.getByRole('textbox', { name: '¿Qué cargo te interesa?' }), 'Técnico en Enfermería');
    await user.click(screen.getByRole('button', { name: 'Ver informe' }));
    await waitFor(() => { expect(screen.getByText('Otra ruta: /informes-de-sueldo/tecnico-en-enfermeria')).toBeInTheDocument(); });
  });

  it('takes its sample among the positions the portal has a report of, never one without salaries', async () => {
    const cargos = { cargos: [{ nombre: 'Técnico en Enfermería', slug: 'tecnico-en-enfermeria' }] };
    const { requests } = stubApi(({ url }) =>
      ({ body: url.pathname === '/api/informes-sueldo/cargos' ? cargos : resumen({ cargo: 'Técnico en Enfermería', slug: 'tecnico-en-enfermeria' }) }),
    );
    renderPage(<InformeTeaserPage />, { path: '/informe-de-sueldo-teaser' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ejemplo: Técnico en Enfermería' })).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).not.toContain('/api/informes-sueldo/cargo/ejecutivo-de-ventas');
  });

  it('leads to the premium plan', () => {
    stubApi(() => ({ body: resumen() }));
    renderPage(<InformeTeaserPage />, { path: '/informe-de-sueldo-teaser' });
    expect(screen.getByRole('link', { name: 'Conoce el plan premium' })).toHaveAttribute('href', '/plan-premium');
  });
});
