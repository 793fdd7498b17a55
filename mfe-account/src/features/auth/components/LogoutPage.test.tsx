import type { LoginRespuesta } from '@portal/shared/contract';
import { createPortalStore, readStoredSession, sessionAtom, storeSession } from '@portal/shared/state';
import { PortalProviders } from '@portal/shared/ui';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderPage, stubApi } from '@portal/shared/testing';
import { LogoutPage } from './LogoutPage';

const respuesta: LoginRespuesta = {
  login: { jwt: 'jwt-de-prueba' },
  candidato: { idCandidato: 41, nombres: 'Camila', apellidos: 'Rojas', correo: 'camila@correo.cl', archivo: null, estado: 'FINALIZADO' },
};

describe('LogoutPage', () => {
  it('clears the session, tells the api by POST with the jwt in the header only and goes home', async () => {
    const { requests } = stubApi(() => ({ body: {} }));
    const { store, router } = renderPage(<LogoutPage />, {
      path: '/logout',
      seed: (portalStore) => { portalStore.set(sessionAtom, storeSession(respuesta)); },
    });

    expect(await screen.findByText('Otra ruta: /')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(store.get(sessionAtom)).toBeNull();
    expect(readStoredSession()).toBeNull();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/login/logout');
    expect(requests[0]?.url.search).toBe('');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer jwt-de-prueba');
  });

  it('goes home without calling the api when nobody was signed in', async () => {
    const { fetchMock } = stubApi(() => ({ body: {} }));
    renderPage(<LogoutPage />, { path: '/logout' });

    expect(await screen.findByText('Otra ruta: /')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the status "Cerrando sesión…" until the navigation home', () => {
    // Effects do not run in a static render, so this is what is on screen before the redirect.
    const router = createMemoryRouter([{ path: '/logout', element: <LogoutPage /> }], { initialEntries: ['/logout'] });
    document.body.innerHTML = renderToStaticMarkup(
      <PortalProviders store={createPortalStore()}>
        <RouterProvider router={router} />
      </PortalProviders>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Cerrando sesión…');
    expect(screen.getByRole('heading', { level: 1, name: 'Cerrando sesión…' })).toBeInTheDocument();
  });
});
