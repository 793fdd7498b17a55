import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  beforeEach(() => {
    renderWithProviders(<ErrorPage helpCenterUrl="https://ayuda.test/" version="1.2.3+abc" productName="Portal de Empleo" />);
  });

  it('shows the title, the coffee text and the help question', () => {
    expect(screen.getByRole('heading', { level: 1, name: '¡Se cayó la página!' })).toBeInTheDocument();
    expect(screen.getByText(/ir por un café mientras nuestros técnicos lo solucionan/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buscas otra asistencia?' })).toBeInTheDocument();
  });

  it('opens the help centre in a new tab', () => {
    const help = screen.getByRole('link', { name: 'Ir al centro de ayuda' });
    expect(help).toHaveAttribute('href', 'https://ayuda.test/');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows the copyright from 1999 to this year and the app version in the footer', () => {
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© 1999-${new Date().getFullYear()} Portal de Empleo. Todos los derechos reservados.`);
    expect(footer).toHaveTextContent('Versión 1.2.3+abc');
  });
});
