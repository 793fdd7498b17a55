import { screen } from '@testing-library/react';
import { oferta, renderPage } from '@portal/shared/testing';
import { EmpresaOferta } from './EmpresaOferta';

const renderEmpresa = (cambios: Parameters<typeof oferta>[0]) => renderPage(<EmpresaOferta oferta={oferta(cambios)} />, { path: '/' });

describe('EmpresaOferta', () => {
  it('names the drawn logo «Logo de …» and draws it as the initials on the company colour, no image', () => {
    renderEmpresa({ urlLogo: '/api/empresas/77/logo.svg?v=0a1b2c3d', logoDibujado: { iniciales: 'BP', color: '#1d6b45' } });
    const logo = screen.getByRole('img', { name: 'Logo de Banco del Pacífico' });
    expect(logo).toHaveTextContent('BP');
    expect(logo).toHaveStyle({ backgroundColor: 'rgb(29, 107, 69)' });
    expect(logo.tagName).not.toBe('IMG');
  });

  it('shows an uploaded logo as an image of the same name, sized up front', () => {
    renderEmpresa({ urlLogo: 'https://cdn.example.cl/logo.png', logoDibujado: null });
    const logo = screen.getByRole('img', { name: 'Logo de Banco del Pacífico' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.cl/logo.png');
    expect(logo).toHaveAttribute('width', '56');
  });
});
