import { clearStoredSession, sessionAtom, storeSession } from '@portal/shared/state';
import { renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { loginDe } from '../../../testing/candidato';
import { CuentaCreadaPage, RedirigirPage, SinCuentaPage } from './IngresoInfoPages';

beforeEach(() => { clearStoredSession(); });

describe('sign-in information pages', () => {
  it('says the account is ready and offers to sign in', () => {
    renderPage(<CuentaCreadaPage />, { path: '/ingresa-a-tu-cuenta/cuenta-creada' });
    expect(screen.getByRole('heading', { level: 1, name: '¡Tu cuenta está lista!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
  });

  it('invites a visitor without an account to register', () => {
    renderPage(<SinCuentaPage />, { path: '/ingresa-a-tu-cuenta/sin-cuenta' });
    expect(screen.getByRole('heading', { level: 1, name: 'No encontramos tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear mi cuenta' })).toHaveAttribute('href', '/crea-tu-curriculum/registro');
  });

  it('takes a signed-in candidate back to the same-site path', async () => {
    renderPage(<RedirigirPage />, {
      path: '/ingresa-a-tu-cuenta/redirigir',
      url: '/ingresa-a-tu-cuenta/redirigir?redirect=%2Fmis-postulaciones%3Fpagina%3D2',
      seed: (store) => { store.set(sessionAtom, storeSession(loginDe())); },
    });
    expect(await screen.findByText('Otra ruta: /mis-postulaciones?pagina=2')).toBeInTheDocument();
  });

  it('never leaves the site, and asks a visitor to sign in first', async () => {
    renderPage(<RedirigirPage />, { path: '/ingresa-a-tu-cuenta/redirigir', url: '/ingresa-a-tu-cuenta/redirigir?redirect=%2F%2Fevil.example' });
    expect(await screen.findByText('Otra ruta: /ingresa-a-tu-cuenta')).toBeInTheDocument();
  });
});
