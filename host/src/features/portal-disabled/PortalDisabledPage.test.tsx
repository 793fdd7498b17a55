import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { createPortalStore, portalConfigAtom } from '@portal/shared/state';
import { renderWithProviders } from '../../testing/render';
import { PortalDisabledPage } from './PortalDisabledPage';

describe('PortalDisabledPage', () => {
  it('shows "Portal no disponible" with the product name and a link to the main site', () => {
    renderWithProviders(<PortalDisabledPage productName="Portal de Empleo" mainSiteUrl="https://principal.test/" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Portal no disponible' })).toBeInTheDocument();
    expect(screen.getByText('Encuentra miles de ofertas en Portal de Empleo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Ofertas' })).toHaveAttribute('href', 'https://principal.test/');
  });

  it("titles the page with the disabled portal's name, noindex, as the edge does for crawlers", async () => {
    const store = createPortalStore();
    store.set(portalConfigAtom, { ...DEFAULT_PORTAL_CONFIG, nombre: 'Portal Empleo Regional', estado: 'DESACTIVADO' });
    renderWithProviders(<PortalDisabledPage productName="Portal de Empleo" mainSiteUrl="/" />, store);

    await waitFor(() => expect(document.title).toBe('Portal no disponible | Portal Empleo Regional'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('keeps its illustration out of the accessibility tree', () => {
    renderWithProviders(<PortalDisabledPage productName="Portal de Empleo" mainSiteUrl="/" />);
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
