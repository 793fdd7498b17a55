import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { routeByName, type RouteName } from '@portal/shared/routes';
import { rendersOnServer } from './renders-on-server';

const feria = (preRegistroHabilitado = false): PortalConfig => ({
  ...DEFAULT_PORTAL_CONFIG,
  tipoPortal: 'FERIA',
  configuracionFeria: { fechaInicio: '2026-12-01T03:00:00.000Z', fechaTermino: '2026-12-05T02:59:59.000Z', preRegistroHabilitado },
});
const ANTES = new Date('2026-11-25T12:00:00.000Z');
const DURANTE = new Date('2026-12-02T12:00:00.000Z');

const pagina = (name: RouteName, url: string, portal: PortalConfig, cookie?: string) => ({ route: routeByName(name), url, portal, cookie });

describe('which pages the edge renders on the server', () => {
  it('renders the public pages of a fair whose window is open', () => {
    expect(rendersOnServer(pagina('feriaHome', '/', feria()), DURANTE)).toBe(true);
    expect(rendersOnServer(pagina('empresasParticipantes', '/empresas-participantes', feria()), DURANTE)).toBe(true);
  });

  it('renders the fair home of a closed fair (its countdown), and leaves its other pages to the browser, which redirects or grants access', () => {
    expect(rendersOnServer(pagina('feriaHome', '/', feria(true)), ANTES)).toBe(true);
    expect(rendersOnServer(pagina('empresasParticipantes', '/empresas-participantes', feria(true)), ANTES)).toBe(false);
    expect(rendersOnServer(pagina('empresasParticipantes', '/empresas-participantes?showFV3=true', feria(true)), ANTES)).toBe(false);
  });

  it('leaves a signed-in visitor’s pages and private pages to the browser, on any portal', () => {
    expect(rendersOnServer(pagina('home', '/', DEFAULT_PORTAL_CONFIG, 'loginComunidad=x'))).toBe(false);
    expect(rendersOnServer(pagina('dashboard', '/dashboard', DEFAULT_PORTAL_CONFIG))).toBe(false);
    expect(rendersOnServer(pagina('home', '/', DEFAULT_PORTAL_CONFIG))).toBe(true);
  });
});
