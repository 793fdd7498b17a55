import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import type { TipoPortal } from '@portal/shared/contract';
import type { AppConfig } from '@portal/shared/config';
import type { RemotePages } from '@portal/shared/routes';
import { appConfigAtom, createPortalStore } from '@portal/shared/state';
import { reloadPage } from '../lib/reload';
import { loadRemote } from '../testing/federation-runtime';
import { renderWithProviders } from '../testing/render';
import { AppRoutes, buildRoutes, createAppRouter } from './router';
import { testAppConfig } from '../testing/app-config';

const searchPages: RemotePages = {
  home: () => <h1>Encuentra tu próximo empleo</h1>,
  oferta: () => <h1>Detalle de la oferta</h1>,
  trabajoEmpleo: () => (
    <>
      <h1>Ofertas de empleo</h1>
      <Link to="/trabajo/cajero-bancario-123">Cajero bancario</Link>
    </>
  ),
};

const remotePages: Record<string, RemotePages> = {
  'mfe_search/pages': searchPages,
  'mfe_feria/pages': { empresasParticipantes: () => <h1>Empresas de la feria</h1> },
  'mfe_content/pages': { noticias: () => <h1>Últimas noticias</h1> },
  'mfe_account/pages': {},
};

jest.mock('../lib/reload', () => ({ reloadPage: jest.fn() }));

const appConfig: AppConfig = testAppConfig({ mainSiteUrl: 'http://localhost:8080/', environment: 'development', version: '0.1.0+abc123' });

function renderAt(path: string, tipoPortal: TipoPortal = 'CORPORATIVO', environment: AppConfig['environment'] = 'development') {
  const store = createPortalStore();
  store.set(appConfigAtom, { ...appConfig, environment });
  // Declarative, as the shell's router: the error page comes from RouteErrorBoundary, not a data router's errorElement.
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={buildRoutes(tipoPortal)} />
    </MemoryRouter>,
    store,
  );
}

function chunkLoadError(): Error {
  return Object.assign(new Error('Loading chunk 31 failed.'), { name: 'ChunkLoadError' });
}

beforeEach(() => {
  jest.mocked(reloadPage).mockClear();
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
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
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
    // The fair's pages are never fetched (the header's search box is, for the 404's frame).
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_feria/pages');
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

  it('keeps the header and footer on screen, the same elements, when a result opens its offer: only the page changes', async () => {
    renderAt('/trabajo-empleo');
    await screen.findByRole('heading', { name: 'Ofertas de empleo' });
    const banner = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    await userEvent.click(screen.getByRole('link', { name: 'Cajero bancario' }));
    expect(await screen.findByRole('heading', { name: 'Detalle de la oferta' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBe(banner);
    expect(screen.getByRole('contentinfo')).toBe(footer);
  });

  it('shows the 404 page for an unknown path, in the portal frame with its ways on', async () => {
    renderAt('/esto/no/existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /esto/no/existe' })).toBeInTheDocument();
    // The banner (home link, search, menu) and the footer stay: the visitor is never left at a dead end.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver ofertas de empleo' })).toHaveAttribute('href', '/trabajo-empleo');
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

  it("leaves the error page once the visitor opens another page, which renders in the portal's frame", async () => {
    remotePages['mfe_content/pages'] = {
      noticias: () => {
        throw new Error('boom');
      },
    };
    const store = createPortalStore();
    store.set(appConfigAtom, appConfig);
    renderWithProviders(
      <MemoryRouter initialEntries={['/noticias']}>
        {/* Outside the shell, as the browser's back button is. */}
        <Link to="/">Volver</Link>
        <AppRoutes routes={buildRoutes('CORPORATIVO')} />
      </MemoryRouter>,
      store,
    );
    expect(await screen.findByRole('heading', { name: '¡Se cayó la página!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { name: 'Encuentra tu próximo empleo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '¡Se cayó la página!' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
  });

  it('reloads once when a page chunk fails to load, and shows the fallback when it fails again within 10 s', async () => {
    sessionStorage.clear();
    // A failed lazy chunk rejects with one error object however often React renders the page.
    let failure = chunkLoadError();
    remotePages['mfe_content/pages'] = {
      noticias: () => {
        throw failure;
      },
    };
    const first = renderAt('/noticias');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    first.unmount();

    failure = chunkLoadError();
    renderAt('/noticias');
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('a navigation in the browser', () => {
  afterEach(() => { remotePages['mfe_search/pages'] = searchPages; });

  it("asks for the page's code (a lazy page's precargar) in the task after the click", async () => {
    const offerPage = Object.assign(() => <h1>Detalle de la oferta</h1>, { precargar: jest.fn() });
    remotePages['mfe_search/pages'] = { ...searchPages, oferta: offerPage };
    window.history.replaceState(null, '', '/trabajo-empleo');
    const store = createPortalStore();
    store.set(appConfigAtom, appConfig);
    renderWithProviders(createAppRouter('CORPORATIVO').element, store);
    await screen.findByRole('heading', { name: 'Ofertas de empleo' });

    fireEvent.click(screen.getByRole('link', { name: 'Cajero bancario' }));
    expect(offerPage.precargar).not.toHaveBeenCalled();
    await waitFor(() => expect(offerPage.precargar).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: 'Detalle de la oferta' })).toBeInTheDocument();
  });
});

describe("the host's own pages", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('answers "OK" on /check with the host version and the time, without loading any remote', async () => {
    renderAt('/check');
    const status = await screen.findByRole('status', { name: 'OK' });
    expect(status).toHaveTextContent('Versión0.1.0+abc123');
    expect(status.querySelector('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows the error page on /prueba-error-5 and logs the error outside production', async () => {
    renderAt('/prueba-error-5');
    expect(await screen.findByRole('heading', { name: '¡Se cayó la página!' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Error controlado en Error.vue', expect.objectContaining({ message: expect.stringContaining('Prueba de error 5') }));
  });

  it('does not log the error text in production', async () => {
    renderAt('/prueba-error-5', 'CORPORATIVO', 'production');
    await screen.findByRole('heading', { name: '¡Se cayó la página!' });
    expect(console.error).not.toHaveBeenCalledWith('Error controlado en Error.vue', expect.anything());
  });

  it('is the 404 page on /dev in production', async () => {
    renderAt('/dev', 'CORPORATIVO', 'production');
    expect(await screen.findByRole('heading', { name: 'Page not found: /dev' })).toBeInTheDocument();
  });

  it('lists on /dev the version of the host and of each remote, and the configuration in use', async () => {
    const answers: Record<string, unknown> = {
      '/remotes.json': {
        mfe_search: 'http://localhost:8081/mf-manifest.json',
        mfe_account: 'http://localhost:8082/mf-manifest.json',
        mfe_feria: 'http://localhost:8083/mf-manifest.json',
        mfe_content: 'http://localhost:8084/mf-manifest.json',
      },
      'http://localhost/build-info.json': { app: 'host', version: '0.1.0', buildId: 'aaa111', builtAt: '2026-11-22T09:00:00.000Z' },
      'http://localhost:8081/build-info.json': { app: 'mfe-search', version: '0.2.0', buildId: 'bbb222', builtAt: '2026-11-22T08:00:00.000Z' },
    };
    global.fetch = jest.fn(async (url: string | URL | Request) => {
      const body = answers[String(url)];
      return body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 });
    }) as typeof fetch;
    renderAt('/dev');

    expect(await screen.findByRole('heading', { name: 'Versiones y configuración' })).toBeInTheDocument();
    const versions = screen.getByRole('region', { name: 'Versiones' });
    expect(await within(versions).findByText('0.1.0 · build aaa111 · 2026-11-22T09:00:00.000Z')).toBeInTheDocument();
    expect(within(versions).getByText('0.2.0 · build bbb222 · 2026-11-22T08:00:00.000Z')).toBeInTheDocument();
    expect(within(versions).getAllByText('No responde')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Configuración de la aplicación' })).getByText('/page/centro-de-ayuda')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Configuración del portal' })).getByText('857')).toBeInTheDocument();
  });
});
