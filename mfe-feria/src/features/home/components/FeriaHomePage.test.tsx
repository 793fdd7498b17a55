import { screen, within } from '@testing-library/react';
import type { PortalConfig } from '@portal/shared/contract';
import { clearStoredSession, fechaServidorAtom, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { PRE_REGISTRO, renderPage } from '@portal/shared/testing';
import { FALLA, HOME, rutas, stubFeria } from '../../../testing/feria';
import { FeriaHomePage } from './FeriaHomePage';

const cerrada = (preRegistroHabilitado: boolean): Partial<PortalConfig> => ({
  idDominio: 861,
  nombre: 'Feria de Empleo de Verano',
  descripcion: 'Preinscríbete y prepárate para la próxima feria',
  tipoPortal: 'FERIA',
  configuracionFeria: { fechaInicio: '2031-01-01T03:00:00Z', fechaTermino: '2031-02-01T02:59:59Z', preRegistroHabilitado },
});

const conSesion = (store: PortalStore) => {
  store.set(
    sessionAtom,
    storeSession({
      login: { jwt: 'jwt-camila' },
      candidato: { idCandidato: 41, nombres: 'Camila', apellidos: 'Rojas', correo: 'camila@correo.cl', archivo: null, estado: 'FINALIZADO' },
    }),
  );
};

function renderHome(fecha: string, { preRegistro = true, url = '/', sesion = false } = {}) {
  return renderPage(<FeriaHomePage />, {
    path: '/',
    url,
    portal: cerrada(preRegistro),
    seed: (store) => {
      store.set(fechaServidorAtom, new Date(fecha));
      if (sesion) conSesion(store);
    },
  });
}

const HOME_CERRADA = { ...HOME, idDominio: 861, nombre: 'Feria de Empleo de Verano', estado: 'POR_ABRIR', preRegistroHabilitado: true };

/** The closed fair's answers, plus `extra`. */
const stubCerrada = (extra: Parameters<typeof stubFeria>[0] = {}, jwt: string | null = null) =>
  stubFeria({ '/api/feria/home': { body: HOME_CERRADA }, ...extra }, jwt);

describe('FeriaHomePage', () => {
  beforeEach(() => { clearStoredSession(); });

  it("shows the fair's name and dates in Chile, its numbers, pavilions linking to their pages and featured companies", async () => {
    const { requests } = stubCerrada();
    renderHome('2031-01-15T12:00:00Z');

    expect(screen.getByRole('heading', { level: 1, name: 'Feria de Empleo de Verano' })).toBeInTheDocument();
    expect(screen.getByText('Del 1 de enero de 2031 al 31 de enero de 2031')).toBeInTheDocument();
    expect(screen.getByText('La feria está abierta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empresas participantes' })).toHaveAttribute('href', '/empresas-participantes');

    const cifras = within(await screen.findByLabelText('La feria en cifras'));
    expect(cifras.getByText('1.250')).toBeInTheDocument();
    const pabellones = await screen.findByRole('list', { name: 'Pabellones' });
    expect(within(pabellones).getByRole('link', { name: 'Salud y Bienestar' })).toHaveAttribute('href', '/pabellon/salud');
    const destacadas = await screen.findByRole('list', { name: 'Empresas destacadas' });
    expect(within(destacadas).getByRole('heading', { level: 3, name: 'Clínica Los Andes' })).toBeInTheDocument();
    expect(within(destacadas).getByRole('link', { name: 'Clínica Los Andes' })).toHaveAttribute('href', '/pabellon/salud/stand/clinica-los-andes');
    expect(requests.find((r) => r.url.pathname === '/api/feria/home')?.url.searchParams.get('idDominio')).toBe('861');
  });

  it('counts down to the opening in Chile and invites a visitor to pre-register through the sign-in', async () => {
    stubCerrada();
    const { user } = renderHome('2030-12-30T01:58:30Z');
    expect(screen.getByText('La feria abre el 1 de enero de 2031 a las 00:00 (hora de Chile)')).toBeInTheDocument();
    expect(screen.getByText('Faltan 2 días, 1 hora y 2 minutos para la apertura')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preinscribirme' }));
    expect(await screen.findByText(/^Otra ruta:/)).toHaveTextContent(`Otra ruta: /ingresa-a-tu-cuenta?redirect=${encodeURIComponent('/?accion=PRE_REGISTRO')}`);
  });

  it('pre-registers the candidate back from the sign-in, by itself, and says so', async () => {
    const { requests } = stubCerrada({ '/api/feria/pre-registro': { status: 201, body: PRE_REGISTRO } }, 'jwt-camila');
    renderHome('2030-12-01T12:00:00Z', { url: '/?accion=PRE_REGISTRO', sesion: true });

    expect(await screen.findByText(/Tu preinscripción en Feria de Empleo de Verano está confirmada\. Te enviamos un correo de confirmación/)).toBeInTheDocument();
    const envio = requests.find((r) => r.url.pathname === '/api/feria/pre-registro')!;
    expect(JSON.parse(envio.body)).toEqual({ idDominio: 861 });
    expect(envio.headers.get('authorization')).toBe('Bearer jwt-camila');
  });

  it('shows a candidate already pre-registered as such, with no button', async () => {
    stubCerrada({ '/api/feria/pre-registros': { body: { preRegistros: [PRE_REGISTRO] } } }, 'jwt-camila');
    renderHome('2030-12-01T12:00:00Z', { sesion: true });
    expect(await screen.findByText(/Tu preinscripción en Feria de Empleo de Verano está confirmada/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preinscribirme' })).not.toBeInTheDocument();
  });

  it('says clearly when the pre-registration failed, and lets the candidate try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubCerrada({ '/api/feria/pre-registro': FALLA }, 'jwt-camila');
    const { user } = renderHome('2030-12-01T12:00:00Z', { sesion: true });
    await user.click(await screen.findByRole('button', { name: 'Preinscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos preinscribirte en la feria.');
    expect(screen.getByRole('button', { name: 'Preinscribirme' })).toBeEnabled();
  });

  it('says when a finished fair ended, with no pre-registration', async () => {
    stubCerrada();
    renderHome('2031-02-02T12:00:00Z');
    expect(screen.getByText('La feria terminó el 31 de enero de 2031')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Preinscripción' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Pabellones' });
  });

  it('still works when every fair call fails: the name from the configuration, no numbers, pavilions to come', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = stubFeria({ '/api/feria/home': FALLA, '/api/feria/pabellones': FALLA, '/api/feria/empresas-landing': FALLA });
    renderHome('2031-01-15T12:00:00Z', { preRegistro: false });
    expect(await screen.findByText('Pronto publicaremos los pabellones de la feria.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Feria de Empleo de Verano' })).toBeInTheDocument();
    await screen.findByText('Empresas participantes');
    expect(rutas(requests)).toEqual(expect.arrayContaining(['/api/feria/home', '/api/feria/pabellones', '/api/feria/empresas-landing']));
    expect(screen.queryByLabelText('La feria en cifras')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Empresas destacadas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
