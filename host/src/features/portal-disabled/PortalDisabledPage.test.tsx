import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { PortalDisabledPage } from './PortalDisabledPage';

describe('PortalDisabledPage', () => {
  it('shows "Portal no disponible" with the product name and a link to the main site', () => {
    renderWithProviders(<PortalDisabledPage productName="Portal de Empleo" mainSiteUrl="https://principal.test/" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Portal no disponible' })).toBeInTheDocument();
    expect(screen.getByText('Encuentra miles de ofertas en Portal de Empleo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Ofertas' })).toHaveAttribute('href', 'https://principal.test/');
    expect(document.title).toBe('Portal no disponible | Portal de Empleo');
  });

  it('keeps its illustration out of the accessibility tree', () => {
    renderWithProviders(<PortalDisabledPage productName="Portal de Empleo" mainSiteUrl="/" />);
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
