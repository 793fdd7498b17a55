// Issue 22: a visitor who pressed Postular and then creates an account (instead of signing in) comes back
// to the offer with the action, through the e-mail code or the e-mail link, and the basic data.
import { clearStoredSession } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { loginDe } from '../testing/candidato';
import { IngresoTokenPage } from '../features/auth/components/IngresoTokenPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RecuperarContrasenaPage } from '../features/recuperacion/components/RecuperarPages';
import { CreaTuCurriculumPage } from '../features/registro/components/CreaTuCurriculumPage';
import { RegistroPage } from '../features/registro/components/RegistroPage';
import { ValidaTuCorreoPage } from '../features/registro/components/ValidaTuCorreoPage';

const VUELTA = '/trabajo/cajero-1234?accion=POSTULAR';
const CON_VUELTA = `redirect=${encodeURIComponent(VUELTA)}`;
const jwt = () => `eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJ${String(Math.random()).slice(2)}In0.firma`;

beforeEach(() => {
  clearStoredSession();
  localStorage.clear();
  jest.useRealTimers();
});

describe('the pending action through sign-up', () => {
  it('«Crea tu cuenta» and «¿Olvidaste tu contraseña?» on the sign-in page keep the way back', () => {
    renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta', url: `/ingresa-a-tu-cuenta?${CON_VUELTA}` });
    expect(screen.getByRole('link', { name: 'Crea tu cuenta' })).toHaveAttribute('href', `/crea-tu-curriculum?${CON_VUELTA}`);
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', `/recuperar-contrasena?${CON_VUELTA}`);
  });

  it('«Crear mi cuenta» keeps it on to the registration form', () => {
    renderPage(<CreaTuCurriculumPage />, { path: '/crea-tu-curriculum', url: `/crea-tu-curriculum?${CON_VUELTA}` });
    expect(screen.getByRole('link', { name: 'Crear mi cuenta' })).toHaveAttribute('href', `/crea-tu-curriculum/registro?${CON_VUELTA}`);
  });

  it('the registration form hands it to the code page', async () => {
    stubApi(() => ({ body: { correo: 'ana@correo.cl', codigoExpira: '2026-11-24T13:30:00.000Z' } }));
    const { user, router } = renderPage(<RegistroPage />, { path: '/crea-tu-curriculum/registro', url: `/crea-tu-curriculum/registro?${CON_VUELTA}` });
    await user.type(screen.getByRole('textbox', { name: 'Nombres' }), 'Ana María');
    await user.type(screen.getByRole('textbox', { name: 'Apellidos' }), 'Soto Pérez');
    await user.type(screen.getByRole('textbox', { name: 'RUN' }), '111111111');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@correo.cl');
    await user.type(screen.getByLabelText('Contraseña'), 'Segura123');
    await user.click(screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    await screen.findByText(/^Otra ruta: \/crea-tu-curriculum\/valida-tu-correo/);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(VUELTA);
  }, 20_000); // typing the whole form takes over 5 s on a busy 2-core machine

  it('the code confirms the account and goes to the basic data, then back to the offer', async () => {
    stubApi(() => ({ body: loginDe('INCOMPLETO') }));
    const { user, router } = renderPage(<ValidaTuCorreoPage />, {
      path: '/crea-tu-curriculum/valida-tu-correo',
      url: `/crea-tu-curriculum/valida-tu-correo?correo=ana%40correo.cl&${CON_VUELTA}`,
    });
    await user.type(screen.getByRole('textbox', { name: 'Código de verificación' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Validar correo' }));

    await screen.findByText(/^Otra ruta: \/datos-basicos/);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(VUELTA);
  });

  it('the e-mailed link, opened in another tab without the way back, still goes back to the offer', async () => {
    // The visitor went through the registration pages with the way back; the link opens a fresh page.
    renderPage(<RegistroPage />, { path: '/crea-tu-curriculum/registro', url: `/crea-tu-curriculum/registro?${CON_VUELTA}` }).unmount();
    stubApi(() => ({ body: loginDe('INCOMPLETO') }));
    const { router } = renderPage(<IngresoTokenPage />, { path: '/ingresa-a-tu-cuenta/:jwt', url: `/ingresa-a-tu-cuenta/${jwt()}` });

    await screen.findByText(/^Otra ruta: \/datos-basicos/);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(VUELTA);
  });

  it('forgets the kept way back once used, so a later sign-in does not repeat the action', async () => {
    renderPage(<RegistroPage />, { path: '/crea-tu-curriculum/registro', url: `/crea-tu-curriculum/registro?${CON_VUELTA}` }).unmount();
    stubApi(() => ({ body: loginDe('FINALIZADO') }));
    const enlace = renderPage(<IngresoTokenPage />, { path: '/ingresa-a-tu-cuenta/:jwt', url: `/ingresa-a-tu-cuenta/${jwt()}` });
    expect(await screen.findByText(`Otra ruta: ${VUELTA}`)).toBeInTheDocument();
    enlace.unmount();

    clearStoredSession();
    renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta' });
    expect(screen.getByRole('link', { name: 'Crea tu cuenta' })).toHaveAttribute('href', '/crea-tu-curriculum');
  });

  it('forgets the kept way back after an hour', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-04T10:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    renderPage(<RegistroPage />, { path: '/crea-tu-curriculum/registro', url: `/crea-tu-curriculum/registro?${CON_VUELTA}` }).unmount();
    jest.setSystemTime(new Date('2026-05-04T11:00:01Z'));
    stubApi(() => ({ body: loginDe('INCOMPLETO') }));
    renderPage(<IngresoTokenPage />, { path: '/ingresa-a-tu-cuenta/:jwt', url: `/ingresa-a-tu-cuenta/${jwt()}` });

    expect(await screen.findByText('Otra ruta: /datos-basicos')).toBeInTheDocument();
  });

  it('a sign-in begun anew, without the way back, does not resume the action left behind', () => {
    renderPage(<RegistroPage />, { path: '/crea-tu-curriculum/registro', url: `/crea-tu-curriculum/registro?${CON_VUELTA}` }).unmount();
    renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta' });
    expect(screen.getByRole('link', { name: 'Crea tu cuenta' })).toHaveAttribute('href', '/crea-tu-curriculum');
  });

  it('password recovery leads back to the sign-in with the way back', () => {
    renderPage(<RecuperarContrasenaPage />, { path: '/recuperar-contrasena', url: `/recuperar-contrasena?${CON_VUELTA}` });
    expect(screen.getByRole('link', { name: 'Volver a ingresar' })).toHaveAttribute('href', `/ingresa-a-tu-cuenta?${CON_VUELTA}`);
  });

  it('keeps no way back that leaves the site', async () => {
    renderPage(<RegistroPage />, { path: '/crea-tu-curriculum/registro', url: '/crea-tu-curriculum/registro?redirect=%2F.%2F%2F127.0.0.7%3A9911%2Fpwned' }).unmount();
    stubApi(() => ({ body: loginDe('FINALIZADO') }));
    renderPage(<IngresoTokenPage />, { path: '/ingresa-a-tu-cuenta/:jwt', url: `/ingresa-a-tu-cuenta/${jwt()}` });
    expect(await screen.findByText('Otra ruta: /dashboard')).toBeInTheDocument();
  });
});
