import { getCanales, getPortalConfig } from '@portal/shared/api';
import type { AppConfig } from '@portal/shared/config';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { appConfigAtom, canalesAtom, portalConfigAtom } from '@portal/shared/state';
import { registerRemotes } from '../testing/federation-runtime';
import { boot } from './boot';
import { testAppConfig } from '../testing/app-config';

jest.mock('@portal/shared/api', () => ({
  configureApi: jest.fn(),
  getPortalConfig: jest.fn(),
  getCanales: jest.fn(),
}));

const remotes = {
  mfe_search: 'http://localhost:8081/mf-manifest.json',
  mfe_account: 'http://localhost:8082/mf-manifest.json',
  mfe_feria: 'http://localhost:8083/mf-manifest.json',
  mfe_content: 'http://localhost:8084/mf-manifest.json',
};

const appConfig: AppConfig = testAppConfig({ mainSiteUrl: 'http://localhost:8080/', environment: 'test' });

const saae: PortalConfig = { ...DEFAULT_PORTAL_CONFIG, idDominio: 901, tipoPortal: 'SAAE', tieneCanal: true, nombre: 'SAAE Demo' };

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  global.fetch = jest.fn(async () => new Response(JSON.stringify(remotes))) as typeof fetch;
});

describe('boot', () => {
  it('registers every remote of /remotes.json by the entry beside its manifest and keeps the app configuration in the store', async () => {
    jest.mocked(getPortalConfig).mockResolvedValue(null);
    const { store } = await boot(Promise.resolve(appConfig));
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_search', entry: 'http://localhost:8081/remoteEntry.js' },
      { name: 'mfe_account', entry: 'http://localhost:8082/remoteEntry.js' },
      { name: 'mfe_feria', entry: 'http://localhost:8083/remoteEntry.js' },
      { name: 'mfe_content', entry: 'http://localhost:8084/remoteEntry.js' },
    ]);
    expect(store.get(appConfigAtom)).toEqual(appConfig);
  });

  it('uses the default portal when the host name has no configuration', async () => {
    jest.mocked(getPortalConfig).mockResolvedValue(null);
    const { portal, store } = await boot(Promise.resolve(appConfig));
    expect(getPortalConfig).toHaveBeenCalledWith('localhost');
    expect(portal).toEqual(DEFAULT_PORTAL_CONFIG);
    expect(store.get(portalConfigAtom).idDominio).toBe(857);
    expect(getCanales).not.toHaveBeenCalled();
  });

  it('keeps the active channels of a SAAE portal with channels', async () => {
    jest.mocked(getPortalConfig).mockResolvedValue(saae);
    jest.mocked(getCanales).mockResolvedValue([
      { idCanal: 3, nombre: 'Inactivo', estado: 0 },
      { idCanal: 7, nombre: 'Municipal', estado: 1 },
    ]);
    const { store } = await boot(Promise.resolve(appConfig));
    expect(getCanales).toHaveBeenCalledWith(901);
    expect(store.get(canalesAtom)).toEqual([{ idCanal: 7, nombre: 'Municipal', estado: 1 }]);
  });

  it('loads no portal configuration on the check route', async () => {
    window.history.replaceState(null, '', '/check');
    const { portal } = await boot(Promise.resolve(appConfig));
    expect(getPortalConfig).not.toHaveBeenCalled();
    expect(portal).toEqual(DEFAULT_PORTAL_CONFIG);
  });

  it('fails with the PORTAL-BOOT-001 code when /remotes.json is malformed', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ mfe_search: 'nope' }))) as typeof fetch;
    await expect(boot(Promise.resolve(appConfig))).rejects.toThrow('PORTAL-BOOT-001');
  });
});
