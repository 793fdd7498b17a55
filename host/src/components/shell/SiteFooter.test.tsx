import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ThirdPartyConfig } from '@portal/shared/config';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { appConfigAtom, createPortalStore, portalConfigAtom } from '@portal/shared/state';
import { CONFIGURAR_COOKIES } from '../../features/third-party/consent/necesita-consentimiento';
import { testAppConfig } from '../../testing/app-config';
import { renderWithProviders } from '../../testing/render';
import { SiteFooter } from './SiteFooter';

function renderFooter(thirdParty: ThirdPartyConfig) {
  const store = createPortalStore();
  store.set(portalConfigAtom, DEFAULT_PORTAL_CONFIG);
  store.set(appConfigAtom, testAppConfig({ thirdParty }));
  return renderWithProviders(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
    store,
  );
}

describe("the footer's cookie settings", () => {
  it('offers «Configurar cookies» on a portal with a tag manager, which opens the choice again', async () => {
    const abiertas = jest.fn();
    window.addEventListener(CONFIGURAR_COOKIES, abiertas);
    renderFooter({ tagManagerUrl: 'https://www.googletagmanager.com', tagManagerDefaultId: 'GTM-DEFAULT1' });
    await userEvent.click(screen.getByRole('button', { name: 'Configurar cookies' }));
    expect(abiertas).toHaveBeenCalledTimes(1);
    window.removeEventListener(CONFIGURAR_COOKIES, abiertas);
  });

  it('has no cookie settings on a portal that loads nothing needing consent', () => {
    renderFooter({ accessibilityWidgetUrl: 'https://accesibilidad.example.cl/widget.js' });
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Configurar cookies' })).not.toBeInTheDocument();
  });
});
