import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { AppConfig } from '@portal/shared/config';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { startThirdPartyScripts } from './start';
import { ThirdPartyScripts } from './ThirdPartyScripts';
import { testAppConfig } from '../../testing/app-config';

jest.mock('./start', () => ({ startThirdPartyScripts: jest.fn() }));

const appConfig: AppConfig = testAppConfig({ environment: 'development', thirdParty: { bugsnagApiKey: '0123456789abcdef0123456789abcdef' } });

describe('ThirdPartyScripts', () => {
  afterEach(() => {
    jest.mocked(startThirdPartyScripts).mockReset();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('starts the scripts once, after the page has rendered, even under StrictMode', async () => {
    let startedBeforePage: boolean | undefined;
    jest.mocked(startThirdPartyScripts).mockImplementation(() => {
      startedBeforePage ??= screen.queryByRole('heading', { name: 'Ofertas de empleo' }) === null;
    });
    render(
      <StrictMode>
        <ThirdPartyScripts appConfig={appConfig} portal={DEFAULT_PORTAL_CONFIG} />
        <h1>Ofertas de empleo</h1>
      </StrictMode>,
    );
    await waitFor(() => { expect(startThirdPartyScripts).toHaveBeenCalledTimes(1); });
    expect(startThirdPartyScripts).toHaveBeenCalledWith(appConfig, DEFAULT_PORTAL_CONFIG);
    expect(startedBeforePage).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(startThirdPartyScripts).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to finish loading before starting any', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    render(<ThirdPartyScripts appConfig={appConfig} portal={DEFAULT_PORTAL_CONFIG} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(startThirdPartyScripts).not.toHaveBeenCalled();

    act(() => { window.dispatchEvent(new Event('load')); });
    await waitFor(() => { expect(startThirdPartyScripts).toHaveBeenCalledTimes(1); });
  });
});
