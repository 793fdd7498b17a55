import type { DatosBasicos } from '@portal/shared/contract';
import { clearStoredSession, readStoredSession, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi, textoEntero, type RecordedRequest } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { loginDe, rechazo } from '../../../testing/candidato';
import { ActualizaTusDatosPage } from './ActualizaTusDatosPage';
import { DatosBasicosPage } from './DatosBasicosPage';

const regiones = [
  { idRegion: 5, nombre: 'Valparaíso', comunas: [{ idComuna: 50, nombre: 'Viña del Mar' }] },
  { idRegion: 13, nombre: 'Metropolitana de Santiago', comunas: [{ idComuna: 130, nombre: 'Ñuñoa' }, { idComuna: 131, nombre: 'Providencia' }] },
];
const incompletos: DatosBasicos = {
  nombres: 'Camila',
  apellidos: 'Rojas',
  tipoDocumento: 'RUN',
  numeroDocumento: '111111111',
  correo: 'camila@correo.cl',
  telefono: null,
  idRegion: null,
  idComuna: null,
  fechaNacimiento: null,
  genero: null,
  nacionalidad: null,
  actualizados: null,
  estado: 'INCOMPLETO',
};
const completos: DatosBasicos = { ...incompletos, telefono: '912345678', idRegion: 13, idComuna: 131, fechaNacimiento: '1990-05-01', nacionalidad: 'Chilena', actualizados: '2025-01-10T10:00:00.000Z', estado: 'FINALIZADO' };

function api(request: RecordedRequest) {
  if (request.url.pathname === '/api/ubicaciones/regiones') return { body: regiones };
  if (request.method === 'PUT') return { body: completos };
  if (request.url.pathname.endsWith('/confirmar')) return { status: 204, body: null };
  return { body: incompletos };
}

const conSesion = { seed: (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe('INCOMPLETO'))); } };

beforeEach(() => { clearStoredSession(); });

describe('DatosBasicosPage', () => {
  it('shows progress, then the form with the identity it cannot change', async () => {
    stubApi(api, { jwt: 'jwt-de-prueba' });
    renderPage(<DatosBasicosPage />, { path: '/datos-basicos', ...conSesion });

    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus datos…');
    expect(await screen.findByRole('textbox', { name: 'Nombres' })).toHaveValue('Camila');
    expect(screen.getByText('RUN 11.111.111-1 · camila@correo.cl')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Comuna' })).toBeDisabled();
  });

  it('keeps only digits in the phone and lists the comunas of the chosen region', async () => {
    stubApi(api, { jwt: 'jwt-de-prueba' });
    const { user } = renderPage(<DatosBasicosPage />, { path: '/datos-basicos', ...conSesion });
    const telefono = await screen.findByRole('textbox', { name: 'Teléfono' });

    await user.type(telefono, '+56 9');
    expect(telefono).toHaveValue('569');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Región' }), 'Metropolitana de Santiago');
    const comuna = screen.getByRole('combobox', { name: 'Comuna' });
    expect(comuna).toBeEnabled();
    expect([...(comuna as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Selecciona tu comuna', 'Ñuñoa', 'Providencia']);
  });

  it('focuses the first missing field on submit', async () => {
    const { requests } = stubApi(api, { jwt: 'jwt-de-prueba' });
    const { user } = renderPage(<DatosBasicosPage />, { path: '/datos-basicos', ...conSesion });

    await user.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));

    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Región' })).toHaveAccessibleDescription('Selecciona tu región.');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('saves, marks the session FINALIZADO and goes back to where the guard came from', async () => {
    const { requests } = stubApi(api, { jwt: 'jwt-de-prueba' });
    const { user, store } = renderPage(<DatosBasicosPage />, { path: '/datos-basicos', url: '/datos-basicos?redirect=%2Fmis-postulaciones', ...conSesion });

    await user.type(await screen.findByRole('textbox', { name: 'Teléfono' }), '912345678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Región' }), '13');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Comuna' }), 'Providencia');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    expect(await screen.findByText('Otra ruta: /mis-postulaciones')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.headers.get('authorization')).toBe('Bearer jwt-de-prueba');
    expect(JSON.parse(put?.body ?? '')).toEqual({ nombres: 'Camila', apellidos: 'Rojas', telefono: '912345678', idRegion: 13, idComuna: 131, fechaNacimiento: '1990-05-01', genero: null, nacionalidad: 'Chilena' });
    expect(store.get(sessionAtom)?.candidato.estado).toBe('FINALIZADO');
    expect(readStoredSession()?.candidato.estado).toBe('FINALIZADO');
  });

  it("shows the api's refusal in Spanish", async () => {
    stubApi((request) => (request.method === 'PUT' ? rechazo(400, 'DATOS_INVALIDOS', 'La comuna no pertenece a la región.') : api(request)), { jwt: 'jwt-de-prueba' });
    const { user } = renderPage(<DatosBasicosPage />, { path: '/datos-basicos', ...conSesion });

    await user.type(await screen.findByRole('textbox', { name: 'Teléfono' }), '912345678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Región' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Comuna' }), '50');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('La comuna no pertenece a la región.');
  });

  it('offers to retry when the data cannot be loaded', async () => {
    stubApi(() => ({ status: 503, body: {} }), { jwt: 'jwt-de-prueba' });
    renderPage(<DatosBasicosPage />, { path: '/datos-basicos', ...conSesion });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('ActualizaTusDatosPage', () => {
  it('shows the data and confirms them as still right', async () => {
    const { requests } = stubApi((request) => (request.url.pathname === '/api/candidato/datos-basicos' ? { body: completos } : api(request)), { jwt: 'jwt-de-prueba' });
    const { user } = renderPage(<ActualizaTusDatosPage />, { path: '/actualiza-tus-datos', url: '/actualiza-tus-datos?redirect=%2Fdashboard' });

    expect(await screen.findByText('Providencia, Metropolitana de Santiago')).toBeInTheDocument();
    expect(screen.getByText(textoEntero('Última actualización: 10 de enero de 2025.'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Actualizar mis datos' })).toHaveAttribute('href', '/datos-basicos?redirect=%2Fdashboard');
    await user.click(screen.getByRole('button', { name: 'Mis datos están correctos' }));

    expect(await screen.findByText('Otra ruta: /dashboard')).toBeInTheDocument();
    expect(requests.at(-1)?.url.pathname).toBe('/api/candidato/datos-basicos/confirmar');
  });
});
