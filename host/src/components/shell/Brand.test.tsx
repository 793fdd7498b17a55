import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { createPortalStore, portalConfigAtom } from '@portal/shared/state';
import { renderWithProviders } from '../../testing/render';
import { Brand } from './Brand';

function renderBrand(portal: Partial<PortalConfig>) {
  const store = createPortalStore();
  store.set(portalConfigAtom, { ...DEFAULT_PORTAL_CONFIG, nombre: 'Bolsa Nacional de Empleo', ...portal });
  return renderWithProviders(
    <MemoryRouter>
      <Brand />
    </MemoryRouter>,
    store,
  );
}

describe("the banner's brand", () => {
  it("shows the portal's logo, named by the portal, at its own size, linking home", () => {
    renderBrand({ logo: { url: '/marcas/saae/logo.svg', ancho: 212, alto: 40 } });
    const logo = screen.getByRole('img', { name: 'Bolsa Nacional de Empleo' });
    expect(logo).toHaveAttribute('src', '/marcas/saae/logo.svg');
    expect(logo).toHaveAttribute('width', '212');
    expect(logo).toHaveAttribute('height', '40');
    expect(screen.getByRole('link', { name: 'Bolsa Nacional de Empleo' })).toHaveAttribute('href', '/');
  });

  it("shows the portal's name when it has no logo", () => {
    renderBrand({ logo: null });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bolsa Nacional de Empleo' })).toHaveTextContent('Bolsa Nacional de Empleo');
  });
});
