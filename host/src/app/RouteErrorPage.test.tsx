import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AppConfig } from '@portal/shared/config';
import { appConfigAtom, createPortalStore } from '@portal/shared/state';
import { RENDER_ERROR_MESSAGE } from '../features/error-tests/PruebaErrorPages';
import { reportError } from '../lib/error-reporter';
import { renderWithProviders } from '../testing/render';
import { AppRoutes, buildRoutes } from './router';
import { testAppConfig } from '../testing/app-config';

jest.mock('../lib/error-reporter', () => ({ reportError: jest.fn(() => Promise.resolve()) }));

const appConfig: AppConfig = testAppConfig({ thirdParty: { bugsnagApiKey: '0123456789abcdef0123456789abcdef' } });

function renderAt(path: string) {
  const store = createPortalStore();
  store.set(appConfigAtom, appConfig);
  // StrictMode as in the shell: its doubled effects must not report an error twice.
  return renderWithProviders(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={buildRoutes('CORPORATIVO')} />
      </MemoryRouter>
    </StrictMode>,
    store,
  );
}

beforeEach(() => {
  jest.mocked(reportError).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the error page of the router', () => {
  it('shows "¡Se cayó la página!" on /prueba-error-5 and reports its error to the error reporter', async () => {
    renderAt('/prueba-error-5');
    expect(await screen.findByRole('heading', { name: '¡Se cayó la página!' })).toBeInTheDocument();
    await waitFor(() => expect(reportError).toHaveBeenCalled());
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(appConfig, new Error(RENDER_ERROR_MESSAGE));
  });

  it('does not report an unknown path, which is the 404 page and no error', async () => {
    renderAt('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /no-existe' })).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });
});
