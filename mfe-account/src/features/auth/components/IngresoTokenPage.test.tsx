import { clearStoredSession, readStoredSession, sessionAtom } from '@portal/shared/state';
import { deferredReply, renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { loginDe, rechazo } from '../../../testing/candidato';
import { IngresoExternoPage, IngresoTokenPage } from './IngresoTokenPage';

let n = 0;
/** A fresh token per test: a token reaches the api once per page load. */
const nuevoJwt = () => `eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJ${String(++n)}In0.firma`;

beforeEach(() => { clearStoredSession(); });

describe('sign-in by token', () => {
  it('shows progress, signs in with the e-mail link once and goes to basic data for a new account', async () => {
    const reply = deferredReply();
    const { requests } = stubApi(() => reply.promise);
    const jwt = nuevoJwt();
    const { store } = renderPage(<IngresoTokenPage />, { path: '/ingresa-a-tu-cuenta/:jwt', url: `/ingresa-a-tu-cuenta/${jwt}` });

    expect(screen.getByRole('status')).toHaveTextContent('Ingresando a tu cuenta…');
    reply.release({ body: loginDe('INCOMPLETO', 'jwt-sesion') });

    expect(await screen.findByText('Otra ruta: /datos-basicos')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ token: jwt, externo: false });
    expect(store.get(sessionAtom)?.login.jwt).toBe('jwt-sesion');
    expect(readStoredSession()?.login.jwt).toBe('jwt-sesion');
  });

  it('signs in from a partner site and goes to the way back', async () => {
    const { requests } = stubApi(() => ({ body: loginDe('FINALIZADO') }));
    const jwt = nuevoJwt();
    renderPage(<IngresoExternoPage />, { path: '/ingresa-a-tu-cuenta/externo/:jwt', url: `/ingresa-a-tu-cuenta/externo/${jwt}?redirect=%2Ftrabajo%2Fcajero-12` });

    expect(await screen.findByText('Otra ruta: /trabajo/cajero-12')).toBeInTheDocument();
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ token: jwt, externo: true });
  });

  it.each([
    ['ENLACE_USADO', 'El enlace ya fue usado'],
    ['ENLACE_EXPIRADO', 'El enlace expiró'],
    ['ENLACE_INVALIDO', 'El enlace no es válido'],
  ])('explains a refused link (%s) in Spanish with ways forward, and starts no session', async (code, titulo) => {
    stubApi(() => rechazo(401, code, 'Este enlace ya no sirve para ingresar.'));
    const { store } = renderPage(<IngresoTokenPage />, { path: '/ingresa-a-tu-cuenta/:jwt', url: `/ingresa-a-tu-cuenta/${nuevoJwt()}` });

    expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace ya no sirve para ingresar.');
    expect(screen.getByRole('link', { name: 'Ingresar con mi contraseña' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
    expect(screen.getByRole('link', { name: 'Pedir un nuevo código' })).toHaveAttribute('href', '/crea-tu-curriculum/valida-tu-correo');
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('offers to retry when the server cannot be reached, and then signs in', async () => {
    let caido = true;
    stubApi(() => {
      if (caido) throw new TypeError('Failed to fetch');
      return { body: loginDe('FINALIZADO') };
    });
    const { user } = renderPage(<IngresoTokenPage />, { path: '/ingresa-a-tu-cuenta/:jwt', url: `/ingresa-a-tu-cuenta/${nuevoJwt()}` });

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar con el servidor. Inténtalo nuevamente.');
    caido = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Otra ruta: /dashboard')).toBeInTheDocument();
  });
});
