import { clearStoredSession, sessionAtom, storeSession, toastsAtom, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi, type RecordedRequest } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { curriculum, loginDe, rechazo } from '../../../testing/candidato';
import { CambioEmailPrincipalPage } from './CambioEmailPrincipalPage';
import { ConfiguracionCuentaPage } from './ConfiguracionCuentaPage';

const conSesion = { seed: (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe())); } };

function renderConfiguracion() {
  return renderPage(<ConfiguracionCuentaPage />, { path: '/configuracion-cuenta', ...conSesion });
}

const seccion = (nombre: string) => within(screen.getByRole('region', { name: nombre }));

/** Opens the page and sends its password form with `actual` and Nueva1234: the form's section. */
async function cambiarClave(actual: string) {
  const { user } = renderConfiguracion();
  const clave = seccion('Cambiar contraseña');
  await user.type(clave.getByLabelText('Contraseña actual'), actual);
  await user.type(clave.getByLabelText('Nueva contraseña'), 'Nueva1234');
  await user.click(clave.getByRole('button', { name: 'Cambiar contraseña' }));
  return clave;
}
/** The requests a test's action made: the page also reads the premium plan as it opens. */
const delFormulario = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname !== '/api/cuenta/suscripcion-premium');

beforeEach(() => { clearStoredSession(); });

describe('ConfiguracionCuentaPage', () => {
  it('changes the password with the current one', async () => {
    const { requests } = stubApi(() => ({ status: 204, body: null }), { jwt: 'jwt-de-prueba' });
    const clave = await cambiarClave('Vieja1234');

    expect(await clave.findByRole('status')).toHaveTextContent('Tu contraseña cambió. Cerramos tus otras sesiones abiertas.');
    const [cambio] = delFormulario(requests);
    expect(cambio?.method).toBe('PUT');
    expect(JSON.parse(cambio?.body ?? '')).toEqual({ claveActual: 'Vieja1234', claveNueva: 'Nueva1234' });
    expect(clave.getByLabelText('Contraseña actual')).toHaveValue('');
  });

  it('says so when the current password is wrong', async () => {
    stubApi(() => rechazo(400, 'CLAVE_ACTUAL_INCORRECTA', 'La contraseña actual no es correcta.'), { jwt: 'jwt-de-prueba' });
    const clave = await cambiarClave('Otra1234');

    expect(await clave.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
  });

  it('sends a confirmation link to a new main e-mail, and refuses the current one', async () => {
    const { requests } = stubApi(() => ({ status: 202, body: {} }), { jwt: 'jwt-de-prueba' });
    const { user } = renderConfiguracion();
    const correo = seccion('Cambiar correo principal');

    expect(correo.getByText('Tu correo principal es camila@correo.cl.')).toBeInTheDocument();
    await user.type(correo.getByRole('textbox', { name: 'Nuevo correo' }), 'camila@correo.cl');
    await user.type(correo.getByLabelText('Contraseña'), 'Segura123');
    await user.click(correo.getByRole('button', { name: 'Enviar enlace de confirmación' }));
    expect(correo.getByRole('textbox', { name: 'Nuevo correo' })).toHaveAccessibleDescription('Ese ya es tu correo principal.');

    await user.clear(correo.getByRole('textbox', { name: 'Nuevo correo' }));
    await user.type(correo.getByRole('textbox', { name: 'Nuevo correo' }), 'camila.rojas@nuevo.cl');
    await user.click(correo.getByRole('button', { name: 'Enviar enlace de confirmación' }));

    expect(await correo.findByRole('status')).toHaveTextContent('Te enviamos un enlace a camila.rojas@nuevo.cl.');
    expect(JSON.parse(delFormulario(requests)[0]?.body ?? '')).toEqual({ correoNuevo: 'camila.rojas@nuevo.cl', clave: 'Segura123' });
  });

  it('downloads every datum as mis-datos.json', async () => {
    const exportacion = { generado: '2026-11-24T10:00:00.000Z', perfil: { nombres: 'Camila', apellidos: 'Rojas', tipoDocumento: 'RUN', numeroDocumento: '11111111-1', correo: 'camila@correo.cl', telefono: null, idRegion: null, idComuna: null, fechaNacimiento: null, genero: null, nacionalidad: null, actualizados: null, estado: 'FINALIZADO' }, curriculum: curriculum(), postulaciones: [], ofertasGuardadas: [], alertas: [], respuestasAlertas: [], cvDejados: [], ferias: [], informesSueldo: [], preferencias: [], consentimientos: [], planPremium: null };
    stubApi(() => ({ body: exportacion }), { jwt: 'jwt-de-prueba' });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => { blobs.push(blob); return 'blob:mis-datos'; });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('mis-datos.json');
    });
    const { user } = renderConfiguracion();

    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));

    await screen.findByRole('button', { name: 'Descargar mis datos' });
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exportacion);
    click.mockRestore();
  });

  it('deletes the account after a confirmation with the password, signs out and goes home', async () => {
    const { requests } = stubApi((request) => (request.method === 'DELETE' ? { status: 204, body: null } : { body: {} }), { jwt: 'jwt-de-prueba' });
    const { user, store } = renderConfiguracion();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialogo = screen.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    expect(within(dialogo).getByLabelText('Contraseña')).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar definitivamente' }));
    expect(within(dialogo).getByLabelText('Contraseña')).toHaveAccessibleDescription('Ingresa tu contraseña para confirmar.');

    await user.type(within(dialogo).getByLabelText('Contraseña'), 'Segura123');
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar definitivamente' }));

    // /logout then clears the session and goes home (LogoutPage.test.tsx).
    expect(await screen.findByText('Otra ruta: /logout')).toBeInTheDocument();
    const eliminar = requests.find((r) => r.method === 'DELETE');
    expect(eliminar?.url.pathname).toBe('/api/cuenta');
    expect(JSON.parse(eliminar?.body ?? '')).toEqual({ clave: 'Segura123' });
    expect(store.get(toastsAtom).map((t) => t.html)).toEqual(['Eliminamos tu cuenta y tus datos.']);
  });

  it('keeps the account when the dialog is cancelled, and gives the focus back', async () => {
    const { requests } = stubApi(() => ({ body: {} }), { jwt: 'jwt-de-prueba' });
    const { user } = renderConfiguracion();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toHaveFocus();
    expect(delFormulario(requests)).toEqual([]);
  });

  it('refuses the deletion with a wrong password', async () => {
    stubApi(() => rechazo(400, 'CLAVE_ACTUAL_INCORRECTA', 'La contraseña no es correcta.'), { jwt: 'jwt-de-prueba' });
    const { user, store } = renderConfiguracion();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await user.type(screen.getByLabelText('Contraseña', { selector: '[role="alertdialog"] input' }), 'Otra1234');
    await user.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }));

    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
    expect(store.get(sessionAtom)).not.toBeNull();
  });
});

describe('CambioEmailPrincipalPage', () => {
  it('confirms the new main e-mail with the token of the link and updates the session', async () => {
    const { requests } = stubApi(() => ({ body: { correo: 'camila.rojas@nuevo.cl' } }));
    const { store } = renderPage(<CambioEmailPrincipalPage />, { path: '/cambio-email-principal/:token', url: '/cambio-email-principal/tok.en.uno-0123456789', ...conSesion });

    expect(screen.getByRole('status')).toHaveTextContent('Confirmando tu nuevo correo…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu correo principal cambió' })).toBeInTheDocument();
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ token: 'tok.en.uno-0123456789' });
    expect(store.get(sessionAtom)?.candidato.correo).toBe('camila.rojas@nuevo.cl');
  });

  it('explains an expired or used link and leads to the settings', async () => {
    stubApi(() => rechazo(410, 'CODIGO_EXPIRADO', 'El enlace expiró.'));
    renderPage(<CambioEmailPrincipalPage />, { path: '/cambio-email-principal/:token', url: '/cambio-email-principal/tok.en.dos-0123456789' });

    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace expiró.');
    expect(screen.getByRole('link', { name: 'Ir a la configuración de la cuenta' })).toHaveAttribute('href', '/configuracion-cuenta');
  });
});
