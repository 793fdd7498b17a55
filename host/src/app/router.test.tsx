import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TipoPortal } from '@portal/shared/contract';
import type { RemotePages } from '@portal/shared/routes';
import { loadRemote } from '../testing/federation-runtime';
import { renderWithProviders } from '../testing/render';
import { buildRoutes } from './router';

const remotePages: Record<string, RemotePages> = {
  'mfe_search/pages': {
    home: () => <h1>Encuentra tu próximo empleo</h1>,
    oferta: () => <h1>Detalle de la oferta</h1>,
  },
  'mfe_feria/pages': { empresasParticipantes: () => <h1>Empresas de la feria</h1> },
  'mfe_content/pages': { noticias: () => <h1>Últimas noticias</h1> },
  'mfe_account/pages': {},
};

function renderAt(path: string, tipoPortal: TipoPortal = 'CORPORATIVO') {
  const router = createMemoryRouter(buildRoutes(tipoPortal), { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (...args: unknown[]) => ({ pages: remotePages[String(args[0])] }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the route table built from the route manifest', () => {
  it("renders a remote's page inside the route's layout, after a loading status", async () => {
    renderAt('/');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(await screen.findByRole('heading', { name: 'Encuentra tu próximo empleo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    expect(screen.getByRole('link', { name: 'Ingresa a tu cuenta' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
    expect(loadRemote).toHaveBeenCalledWith('mfe_search/pages');
  });

  it('sets the document title from the route and the portal name', async () => {
    renderAt('/noticias');
    await screen.findByRole('heading', { name: 'Últimas noticias' });
    expect(document.title).toBe('Noticias | Portal de Empleo');
  });

  it('shows the 404 page for a route of another portal type', async () => {
    renderAt('/empresas-participantes', 'CORPORATIVO');
    expect(await screen.findByRole('heading', { name: 'Page not found: /empresas-participantes' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('registers the route on the portal type it belongs to', async () => {
    renderAt('/empresas-participantes', 'FERIA');
    expect(await screen.findByRole('heading', { name: 'Empresas de la feria' })).toBeInTheDocument();
  });

  it('shows the 404 page when a param fails its check', async () => {
    renderAt('/trabajo/sin-numero-de-oferta');
    expect(await screen.findByRole('heading', { name: 'Page not found: /trabajo/sin-numero-de-oferta' })).toBeInTheDocument();
  });

  it('renders the page when the param passes its check', async () => {
    renderAt('/trabajo/cajero-bancario-123');
    expect(await screen.findByRole('heading', { name: 'Detalle de la oferta' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderAt('/esto/no/existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /esto/no/existe' })).toBeInTheDocument();
  });

  it('shows the fallback on the routes of a remote that fails to load', async () => {
    loadRemote.mockRejectedValue(new Error('mfe_content is down'));
    renderAt('/noticias');
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('shows the fallback with its own code when the remote lacks the page', async () => {
    renderAt('/ingresa-a-tu-cuenta');
    expect(await screen.findByText('Código de error: PORTAL-REMOTE-002')).toBeInTheDocument();
  });

  it('shows the error page when a page throws', async () => {
    remotePages['mfe_content/pages'] = {
      noticias: () => {
        throw new Error('boom');
      },
    };
    renderAt('/noticias');
    expect(await screen.findByRole('heading', { name: '¡Se cayó la página!' })).toBeInTheDocument();
  });
});
