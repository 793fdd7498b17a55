import { clearStoredSession, readStoredSession, sessionAtom, storeSession } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { loginDe, rechazo } from '../../../testing/candidato';
import { LoginPage } from './LoginPage';

const NO_CONFIRMADA = rechazo(403, 'CUENTA_NO_CONFIRMADA', 'Tu cuenta aún no está confirmada. Revisa tu correo o pide un nuevo código.');

async function ingresar(user: ReturnType<typeof renderPage>['user'], usuario: string) {
  await user.type(screen.getByRole('textbox', { name: 'Correo electrónico o RUN' }), usuario);
  await user.type(screen.getByLabelText('Contraseña'), 'Segura123');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

beforeEach(() => { clearStoredSession(); });

describe('LoginPage, registration and recovery', () => {
  it('links to recovery and to registration', () => {
    stubApi(() => ({ body: {} }));
    renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta' });
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/recuperar-contrasena');
    expect(screen.getByRole('link', { name: 'Crea tu cuenta' })).toHaveAttribute('href', '/crea-tu-curriculum');
  });

  it('says an unconfirmed account is not confirmed and resends the e-mail', async () => {
    const { requests } = stubApi((request) => (request.url.pathname === '/api/login' ? NO_CONFIRMADA : { status: 202, body: {} }));
    const { user, store } = renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta' });

    await ingresar(user, 'camila@correo.cl');

    expect(await screen.findByText('Tu cuenta aún no está confirmada. Revisa tu correo o pide un nuevo código.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText('Te enviamos un nuevo correo a camila@correo.cl. Revisa también tu carpeta de spam.')).toBeInTheDocument();
    expect(requests[1]?.url.pathname).toBe('/api/registro/reenviar');
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ correo: 'camila@correo.cl' });
    expect(screen.getByRole('link', { name: 'Ingresar el código del correo' })).toHaveAttribute('href', '/crea-tu-curriculum/valida-tu-correo?correo=camila%40correo.cl');
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('sends a candidate who signed in with a RUN to the code page, which asks for the e-mail', async () => {
    stubApi(() => NO_CONFIRMADA);
    const { user } = renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta' });

    await ingresar(user, '11.111.111-1');

    expect(await screen.findByRole('link', { name: 'Reenviar correo' })).toHaveAttribute('href', '/crea-tu-curriculum/valida-tu-correo');
  });

  it('sends a candidate with incomplete basic data to /datos-basicos after signing in, with the way back', async () => {
    stubApi(() => ({ body: loginDe('INCOMPLETO') }));
    const { user } = renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta', url: '/ingresa-a-tu-cuenta?redirect=%2Fmis-postulaciones' });

    await ingresar(user, 'camila@correo.cl');

    expect(await screen.findByText('Otra ruta: /datos-basicos?redirect=%2Fmis-postulaciones')).toBeInTheDocument();
    expect(readStoredSession()?.candidato.estado).toBe('INCOMPLETO');
  });

  it('sends a signed-in candidate away from the sign-in page', async () => {
    stubApi(() => ({ body: {} }));
    renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta', seed: (store) => { store.set(sessionAtom, storeSession(loginDe('FINALIZADO'))); } });
    expect(await screen.findByText('Otra ruta: /dashboard')).toBeInTheDocument();
  });
});
