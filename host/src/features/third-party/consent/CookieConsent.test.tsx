import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThirdPartyConfig } from '@portal/shared/config';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { loadScript } from '../../../lib/load-script';
import { testAppConfig } from '../../../testing/app-config';
import { ThirdPartyScripts } from '../ThirdPartyScripts';
import { abrirConfiguracionCookies } from './necesita-consentimiento';

jest.mock('../../../lib/load-script', () => ({ loadScript: jest.fn(() => Promise.resolve()), setScriptToastStore: jest.fn() }));
const mockTrazas = jest.fn();
jest.mock('@bugsnag/browser-performance', () => ({ __esModule: true, default: { start: mockTrazas } }));

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-PORTAL9';
const CON_TAG_MANAGER: ThirdPartyConfig = { tagManagerUrl: 'https://www.googletagmanager.com', tagManagerDefaultId: 'GTM-PORTAL9' };
const CON_TRAZAS: ThirdPartyConfig = { performanceApiKey: 'a'.repeat(32) };
const DIA_MS = 24 * 3600 * 1000;

function visitar(thirdParty: ThirdPartyConfig = CON_TAG_MANAGER) {
  return render(
    <>
      <ThirdPartyScripts appConfig={testAppConfig({ thirdParty })} portal={DEFAULT_PORTAL_CONFIG} />
      <button type="button" onClick={abrirConfiguracionCookies}>Configurar cookies</button>
    </>,
  );
}

const aviso = () => screen.findByRole('region', { name: 'Cookies de medición' });
const gtmPedido = () => jest.mocked(loadScript).mock.calls.some(([src]) => src === GTM);
/** The consent commands in the data layer, as gtag.js reads them (an `arguments` object each). */
const comandosDeConsentimiento = () =>
  (window.dataLayer ?? []).filter((e) => !Array.isArray(e) && typeof e === 'object' && e !== null && 'length' in e).map((e) => Array.from(e as ArrayLike<unknown>));
const todas = (estado: string) => ({ ad_storage: estado, ad_user_data: estado, ad_personalization: estado, analytics_storage: estado });
/** Lets the page's load and idle callbacks run. */
const despuesDeCargar = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.mocked(loadScript).mockClear();
  mockTrazas.mockClear();
  delete window.dataLayer;
  jest.useRealTimers();
});

describe('consent before the tag manager and tracing', () => {
  it('shows no notice on a portal without a tag manager or tracing (an accessibility widget and error reporter need none)', async () => {
    visitar({ accessibilityWidgetUrl: 'https://accesibilidad.example.cl/widget.js', bugsnagApiKey: '0123456789abcdef0123456789abcdef' });
    await despuesDeCargar();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks first on a portal with performance tracing only, and starts it after «Aceptar», not before', async () => {
    visitar(CON_TRAZAS);
    await aviso();
    await despuesDeCargar();
    expect(mockTrazas).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(mockTrazas).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'a'.repeat(32) })));
    expect(gtmPedido()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('asks first: before a choice nothing is requested from the tag manager and nothing is stored', async () => {
    visitar();
    expect(await aviso()).toHaveTextContent('con tu permiso, usamos cookies y almacenamiento de terceros para medir el uso y la velocidad del portal');
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/politica-de-cookies');
    await despuesDeCargar();
    expect(gtmPedido()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('offers «Aceptar» and «Rechazar» with the same weight, and does not take the focus on arrival', async () => {
    visitar();
    await aviso();
    const aceptar = screen.getByRole('button', { name: 'Aceptar' });
    expect(screen.getByRole('button', { name: 'Rechazar' }).className).toBe(aceptar.className);
    expect(document.body).toHaveFocus();
  });

  it('«Aceptar» sends the consent defaults (denied), then granted, and only then loads the tag manager', async () => {
    let alCargar: unknown[][] = [];
    jest.mocked(loadScript).mockImplementationOnce(() => {
      alCargar = comandosDeConsentimiento();
      return Promise.resolve();
    });
    visitar();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(gtmPedido()).toBe(true));
    expect(alCargar).toEqual([
      ['consent', 'default', todas('denied')],
      ['consent', 'update', todas('granted')],
    ]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('«Rechazar» loads nothing and closes the notice', async () => {
    visitar({ ...CON_TAG_MANAGER, ...CON_TRAZAS });
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await despuesDeCargar();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(gtmPedido()).toBe(false);
    expect(mockTrazas).not.toHaveBeenCalled();
    expect(comandosDeConsentimiento()).toEqual([]);
  });

  it('remembers the choice on the next visits, and asks again after six months', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T12:00:00Z'), advanceTimers: true });
    const primera = visitar();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    primera.unmount();
    delete window.dataLayer;
    jest.mocked(loadScript).mockClear();

    jest.setSystemTime(Date.now() + 182 * DIA_MS);
    const segunda = visitar();
    await waitFor(() => expect(gtmPedido()).toBe(true));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    segunda.unmount();
    delete window.dataLayer;
    jest.mocked(loadScript).mockClear();

    jest.setSystemTime(Date.now() + 2 * DIA_MS);
    visitar();
    await aviso();
    await despuesDeCargar();
    expect(gtmPedido()).toBe(false);
  });

  it('the footer link opens the choice again; «Rechazar» then tells the tag manager denied and deletes what measuring stored', async () => {
    visitar();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(gtmPedido()).toBe(true));
    document.cookie = '_ga=GA1.1.123.456; Path=/';
    document.cookie = 'idNavegador=abc; Path=/';
    localStorage.setItem('bugsnag-sampling-probability', '{"value":1,"time":0}');

    const configurar = screen.getByRole('button', { name: 'Configurar cookies' });
    await userEvent.click(configurar);
    expect(await aviso()).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(configurar).toHaveFocus();
    expect(comandosDeConsentimiento().at(-1)).toEqual(['consent', 'update', todas('denied')]);
    expect(document.cookie).toBe('idNavegador=abc');
    expect(Object.keys(localStorage)).toEqual(['consentimientoCookies']);
    document.cookie = 'idNavegador=; Max-Age=0; Path=/';
  });
});
