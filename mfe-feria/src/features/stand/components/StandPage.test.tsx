import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import { FALLA, stand, stubFeria } from '../../../testing/feria';
import { renderRoute } from '../../../testing/render-route';

const URL_STAND = '/pabellon/salud/stand/clinica-los-andes';

function DejarCvFalso({ idEmpresa, nombreEmpresa }: { idEmpresa: number; nombreEmpresa: string }) {
  return <button type="button">Dejar mi CV en {nombreEmpresa} ({idEmpresa})</button>;
}

describe('StandPage', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => (id === 'mfe_account/DejarCv' ? { DejarCv: DejarCvFalso } : null));
  });

  it('shows the stand: sized logo, presentation, pictures, video, benefits, offers and "Deja tu CV" from mfe-account', async () => {
    const { requests } = stubFeria();
    renderRoute(URL_STAND);

    expect(await screen.findByText('Cargando el stand…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Los Andes' })).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ idDominio: '860', pabellon: 'salud', stand: 'clinica-los-andes' });
    const logo = screen.getByRole('img', { name: 'Logo de Clínica Los Andes' });
    expect(logo).toHaveAttribute('width', '200');
    expect(logo).toHaveAttribute('height', '100');
    expect(screen.getByText('Clínica Los Andes cuida a miles de pacientes cada año.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'El equipo de Clínica Los Andes' })).toHaveAttribute('width', '640');
    expect(screen.getByRole('link', { name: /Ver el video de Clínica Los Andes/ })).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('region', { name: 'Beneficios' })).getAllByRole('listitem')).toHaveLength(2);
    const ofertas = screen.getByRole('list', { name: 'Ofertas de Clínica Los Andes' });
    expect(within(ofertas).getByRole('link', { name: 'Enfermera Clínica' })).toHaveAttribute('href', `${URL_STAND}/trabajo/enfermera-clinica-77`);
    expect(within(ofertas).getByText(/Temuco, Región de la Araucanía · 3 vacantes/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Dejar mi CV en Clínica Los Andes (10)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al pabellón Salud y Bienestar' })).toHaveAttribute('href', '/pabellon/salud');
  });

  it('says so when mfe-account cannot give "Deja tu CV", and the stand stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockRejectedValue(new Error('remote down'));
    stubFeria();
    renderRoute(URL_STAND);
    expect(await screen.findByText('Por ahora no podemos recibir tu CV aquí. Inténtalo nuevamente en unos minutos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ofertas en la feria' })).toBeInTheDocument();
  });

  it('invites to leave the CV when the company has no offers at the fair', async () => {
    stubFeria({ '/api/feria/stand': { body: stand({ ofertas: [], urlVideo: null, imagenes: [] }) } });
    renderRoute(URL_STAND);
    expect(await screen.findByText(/Por ahora Clínica Los Andes no tiene ofertas publicadas en la feria/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver el video/ })).not.toBeInTheDocument();
  });

  it('says when the stand cannot be loaded and loads it again on "Reintentar"', async () => {
    let falla = true;
    stubFeria({ '/api/feria/stand': () => (falla ? FALLA : { body: stand() }) });
    const { user } = renderRoute(URL_STAND);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar el stand.');
    falla = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Los Andes' })).toBeInTheDocument();
  });

  it('an unknown stand is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFeria({ '/api/feria/stand': { status: 404, body: { statusCode: 404, error: 'Not Found', code: 'STAND_NO_ENCONTRADO', message: 'El stand no existe en esta feria.' } } });
    renderRoute('/pabellon/salud/stand/no-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /pabellon/salud/stand/no-existe' })).toBeInTheDocument();
  });

  it("shows a company without a logo by its initials on the stand's banner, where the logo stands", async () => {
    stubFeria({ '/api/feria/stand': { body: stand({ logo: null }) } });
    renderRoute(URL_STAND);

    expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Los Andes' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Clínica Los Andes' })).toHaveTextContent('CL');
  });
});
