import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { configureApi } from '@portal/shared/api';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { ROUTES, type RemotePages, type RouteDef } from '@portal/shared/routes';
import {
  clearStoredSession,
  createPortalStore,
  expireSession,
  fechaServidorAtom,
  portalConfigAtom,
  sessionAtom,
  type PortalStore,
  type Session,
} from '@portal/shared/state';
import { FAIR_ACCESS_COOKIE } from '../features/fair-window/fair-access-cookie';
import { loadRemote } from '../testing/federation-runtime';
import { renderWithProviders } from '../testing/render';
import { buildRoutes } from './router';

function Where({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <p>Dirección: {`${pathname}${search}`}</p>
    </>
  );
}

const remotePages: Record<string, RemotePages> = {
  'mfe_account/pages': { login: () => <Where title="Ingresa a tu cuenta" />, datosBasicos: () => <Where title="Datos básicos" /> },
  'mfe_feria/pages': {
    feriaHome: () => <Where title="Portada de la feria" />,
    empresasParticipantes: () => <Where title="Empresas de la feria" />,
  },
  'mfe_search/pages': { home: () => <Where title="Portada" /> },
  'mfe_content/pages': {},
};

const camila = (estado: 'FINALIZADO' | 'INCOMPLETO' = 'FINALIZADO'): Session => ({
  login: { jwt: 'jwt-de-camila' },
  candidato: { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas Muñoz', correo: 'demo@portal.cl', archivo: null, estado },
});

/** The api client as the host configures it: the store's jwt, and a 401/403 ends the session. */
function answerApi(store: PortalStore, status: number, body: unknown) {
  configureApi({
    baseUrl: 'http://api.test/api/',
    searchServiceUrl: 'http://api.test/ss/',
    getJwt: () => store.get(sessionAtom)?.login.jwt ?? null,
    onUnauthorized: () => expireSession(store),
    retryLimit: 0,
  });
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderAt(path: string, { portal = DEFAULT_PORTAL_CONFIG, session = null as Session | null, fecha = null as Date | null, routes = ROUTES as readonly RouteDef[] } = {}) {
  const store = createPortalStore();
  store.set(portalConfigAtom, portal);
  store.set(sessionAtom, session);
  store.set(fechaServidorAtom, fecha);
  const router = createMemoryRouter(buildRoutes(portal.tipoPortal, routes), { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />, store), router };
}

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (...args: unknown[]) => ({ pages: remotePages[String(args[0])] }));
  clearStoredSession();
  document.cookie = `${FAIR_ACCESS_COOKIE}=; Max-Age=0; Path=/`;
});

describe('login-required routes', () => {
  it('send a visitor to sign in, with the way back in ?redirect', async () => {
    renderAt('/auth?desde=correo');
    expect(await screen.findByRole('heading', { name: 'Ingresa a tu cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Dirección: /ingresa-a-tu-cuenta?redirect=%2Fauth%3Fdesde%3Dcorreo')).toBeInTheDocument();
  });

  it('show a signed-in candidate the page, checked with the api', async () => {
    const { store } = renderAt('/auth', { session: camila() });
    answerApi(store, 200, camila().candidato);
    expect(await screen.findByRole('heading', { name: 'Sesión iniciada como Camila Rojas Muñoz' })).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('say the session ended when the api answers 401, and offer to sign in again and come back', async () => {
    const store = createPortalStore();
    answerApi(store, 401, { statusCode: 401, error: 'Unauthorized', message: 'Tu sesión expiró o no es válida.' });
    store.set(sessionAtom, camila());
    const router = createMemoryRouter(buildRoutes('CORPORATIVO'), { initialEntries: ['/auth'] });
    renderWithProviders(<RouterProvider router={router} />, store);

    expect(await screen.findByRole('heading', { name: 'Tu sesión ha finalizado' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/sin-sesion?redirect=%2Fauth');
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta?redirect=%2Fauth');
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('send a candidate with incomplete basic data to /datos-basicos, with the way back', async () => {
    const dashboard: RouteDef = {
      name: 'dashboard', path: '/dashboard', owner: 'mfe_account', layout: 'defaultLogueado',
      auth: true, datosBasicos: true, index: false,
    };
    const { router } = renderAt('/dashboard', { session: camila('INCOMPLETO'), routes: [...ROUTES, dashboard] });
    expect(await screen.findByRole('heading', { name: 'Datos básicos' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/datos-basicos?redirect=%2Fdashboard');
  });
});

const feria = (abierta: boolean, preRegistroHabilitado = true): PortalConfig => ({
  ...DEFAULT_PORTAL_CONFIG,
  idDominio: 861,
  nombre: 'Feria de Empleo de Verano',
  tipoPortal: 'FERIA',
  configuracionFeria: abierta
    ? { fechaInicio: '2026-01-01T00:00:00Z', fechaTermino: '2030-12-31T23:59:59Z', preRegistroHabilitado }
    : { fechaInicio: '2031-01-01T00:00:00Z', fechaTermino: '2031-01-31T23:59:59Z', preRegistroHabilitado },
});
const hoy = new Date('2026-11-22T12:00:00Z');

describe('the fair window', () => {
  it('shows every page of an open fair', async () => {
    renderAt('/empresas-participantes', { portal: feria(true), fecha: hoy });
    expect(await screen.findByRole('heading', { name: 'Empresas de la feria' })).toBeInTheDocument();
    expect(document.cookie).toContain(`${FAIR_ACCESS_COOKIE}=${encodeURIComponent('{"abierta":true,"accesoTemporal":false}')}`);
  });

  it('sends the pages of a closed fair to its home, and keeps the login page with pre-registration', async () => {
    const { router } = renderAt('/empresas-participantes', { portal: feria(false), fecha: hoy });
    expect(await screen.findByRole('heading', { name: 'Portada de la feria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).toContain(encodeURIComponent('{"abierta":false,"accesoTemporal":false}'));

    await act(() => router.navigate('/ingresa-a-tu-cuenta'));
    expect(await screen.findByRole('heading', { name: 'Ingresa a tu cuenta' })).toBeInTheDocument();
  });

  it('sends even the login page of a closed fair home without pre-registration', async () => {
    renderAt('/ingresa-a-tu-cuenta', { portal: feria(false, false), fecha: hoy });
    expect(await screen.findByRole('heading', { name: 'Portada de la feria' })).toBeInTheDocument();
  });

  it('grants temporary access with ?showFV3=true and remembers it in the cookie', async () => {
    const { router } = renderAt('/empresas-participantes?showFV3=true', { portal: feria(false), fecha: hoy });
    expect(await screen.findByRole('heading', { name: 'Empresas de la feria' })).toBeInTheDocument();
    expect(document.cookie).toContain(encodeURIComponent('{"abierta":false,"accesoTemporal":true}'));

    await act(() => router.navigate('/'));
    await act(() => router.navigate('/empresas-participantes'));
    expect(await screen.findByRole('heading', { name: 'Empresas de la feria' })).toBeInTheDocument();
  });
});
