import { getCanales, getFechaServidor, getPortalConfig } from '@portal/shared/api';
import type { AppConfig } from '../config';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { BROWSER_ID_COOKIE, fechaServidorAtom, estadoFeriaAtom, portalConfigAtom, startPortalSession } from '@portal/shared/state';

jest.mock('@portal/shared/api', () => ({
  configureApi: jest.fn(),
  getPortalConfig: jest.fn(),
  getCanales: jest.fn(),
  getFechaServidor: jest.fn(),
}));

const appConfig: AppConfig = {
  apiBaseUrl: '/api/',
  searchServiceUrl: '/ss/',
  helpCenterUrl: '/page/centro-de-ayuda',
  mainSiteUrl: 'http://localhost/',
  productName: 'Portal de Empleo',
  environment: 'test',
  version: '0.1.0',
};

const feria: PortalConfig = {
  ...DEFAULT_PORTAL_CONFIG,
  idDominio: 860,
  nombre: 'Feria Laboral Virtual',
  tipoPortal: 'FERIA',
  configuracionFeria: { fechaInicio: '2026-01-01T00:00:00Z', fechaTermino: '2030-12-31T23:59:59Z', preRegistroHabilitado: false },
};

const START = new Date('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now: START, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  localStorage.clear();
  document.cookie = `${BROWSER_ID_COOKIE}=; Max-Age=0; Path=/`;
  jest.mocked(getFechaServidor).mockResolvedValue(new Date('2026-11-22T09:59:00Z'));
});

afterEach(() => jest.useRealTimers());

describe('startPortalSession', () => {
  it('asks the api for the portal of this host name and caches it for 60 minutes', async () => {
    jest.mocked(getPortalConfig).mockResolvedValue(feria);

    const first = await startPortalSession(appConfig);
    jest.setSystemTime(START.getTime() + 59 * MINUTE);
    const second = await startPortalSession(appConfig);

    expect(getPortalConfig).toHaveBeenCalledTimes(1);
    expect(getPortalConfig).toHaveBeenCalledWith('localhost');
    expect(first.portal).toEqual(feria);
    expect(second.store.get(portalConfigAtom)).toEqual(feria);
  });

  it('asks again once the cached configuration has expired', async () => {
    jest.mocked(getPortalConfig).mockResolvedValue(feria);
    await startPortalSession(appConfig);
    jest.setSystemTime(START.getTime() + 60 * MINUTE);
    jest.mocked(getPortalConfig).mockResolvedValue({ ...feria, nombre: 'Feria renovada' });

    const { portal } = await startPortalSession(appConfig);

    expect(getPortalConfig).toHaveBeenCalledTimes(2);
    expect(portal.nombre).toBe('Feria renovada');
  });

  it('ignores a cached configuration of another shape and asks the api', async () => {
    localStorage.setItem('configuracionPortal', JSON.stringify({ value: { nombre: 'viejo' }, expiry: START.getTime() + MINUTE }));
    jest.mocked(getPortalConfig).mockResolvedValue(feria);
    expect((await startPortalSession(appConfig)).portal).toEqual(feria);
  });

  it('uses idDominio 857 and CORPORATIVO when the host name has no configuration', async () => {
    jest.mocked(getPortalConfig).mockResolvedValue(null);
    const { portal } = await startPortalSession(appConfig);
    expect(portal.idDominio).toBe(857);
    expect(portal.tipoPortal).toBe('CORPORATIVO');
    expect(getFechaServidor).not.toHaveBeenCalled();
  });

  it('loads no configuration for the check route', async () => {
    const { portal, store } = await startPortalSession(appConfig, { skipPortalConfig: true });
    expect(getPortalConfig).not.toHaveBeenCalled();
    expect(getCanales).not.toHaveBeenCalled();
    expect(portal).toEqual(DEFAULT_PORTAL_CONFIG);
    expect(store.get(portalConfigAtom)).toEqual(DEFAULT_PORTAL_CONFIG);
  });

  it('does not cache the default portal when a standalone page starts without the api', async () => {
    jest.mocked(getPortalConfig).mockRejectedValue(new Error('api caída'));
    const { portal } = await startPortalSession(appConfig, { tolerateApiDown: true });
    expect(portal).toEqual(DEFAULT_PORTAL_CONFIG);
    expect(localStorage.getItem('configuracionPortal')).toBeNull();
  });

  it('fails when the api is down and the app cannot do without it', async () => {
    jest.mocked(getPortalConfig).mockRejectedValue(new Error('api caída'));
    await expect(startPortalSession(appConfig)).rejects.toThrow('api caída');
  });

  it('reads the server date on a FERIA portal, for the fair window', async () => {
    jest.mocked(getPortalConfig).mockResolvedValue(feria);
    const { store } = await startPortalSession(appConfig);
    expect(store.get(fechaServidorAtom)).toEqual(new Date('2026-11-22T09:59:00Z'));
    expect(store.get(estadoFeriaAtom)).toBe('ABIERTA');
  });

  it('keeps the server date the edge rendered a fair page by, without asking for it again', async () => {
    const { store } = await startPortalSession(appConfig, { preloaded: { portal: feria, canales: [], fechaServidor: new Date('2026-11-22T10:30:00Z') } });
    expect(store.get(fechaServidorAtom)).toEqual(new Date('2026-11-22T10:30:00Z'));
    expect(getFechaServidor).not.toHaveBeenCalled();
    expect(getPortalConfig).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('configuracionPortal')!)).toMatchObject({ value: feria });
  });

  it("falls back to the browser's clock when the server date cannot be read", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getPortalConfig).mockResolvedValue(feria);
    jest.mocked(getFechaServidor).mockRejectedValue(new Error('sin fecha'));
    const { store } = await startPortalSession(appConfig);
    expect(store.get(fechaServidorAtom)).toEqual(START);
  });

  it('creates the browser-id cookie once and keeps it', async () => {
    jest.mocked(getPortalConfig).mockResolvedValue(null);
    await startPortalSession(appConfig);
    const id = /idNavegador=([0-9a-f]{32})/.exec(document.cookie)?.[1];
    expect(id).toBeDefined();

    await startPortalSession(appConfig);
    expect(document.cookie).toContain(`idNavegador=${id}`);
  });
});
