import { screen } from '@testing-library/react';
import { configureApi } from '@portal/shared/api';
import { deferredReply, renderPage, stubApi } from '@portal/shared/testing';
import { AuthPage } from './AuthPage';

const camila = { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas Muñoz', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO' };

/** stubApi, with the stored jwt the page's authenticated call needs. */
function stubSignedInApi(...args: Parameters<typeof stubApi>) {
  const stub = stubApi(...args);
  configureApi({ baseUrl: 'http://api.test/api/', searchServiceUrl: 'http://api.test/ss/', getJwt: () => 'jwt', onUnauthorized: () => {}, retryLimit: 0 });
  return stub;
}

describe('AuthPage', () => {
  it('checks the session with the api, then says who is signed in with ways to go on or sign out', async () => {
    const reply = deferredReply();
    const { requests } = stubSignedInApi(() => reply.promise);
    renderPage(<AuthPage />, { path: '/auth' });

    expect(screen.getByRole('status')).toHaveTextContent('Comprobando tu sesión…');
    reply.release({ body: camila });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sesión iniciada como Camila Rojas Muñoz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
    expect(requests[0]?.url.pathname).toBe('/api/candidato/sesion');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer jwt');
  });

  it('offers to retry when the session cannot be checked', async () => {
    let fail = true;
    stubSignedInApi(() => (fail ? { status: 503, body: { statusCode: 503, error: 'x', message: 'caído' } } : { body: camila }));
    const { user } = renderPage(<AuthPage />, { path: '/auth' });

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos comprobar tu sesión.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Sesión iniciada como Camila Rojas Muñoz' })).toBeInTheDocument();
  });
});
