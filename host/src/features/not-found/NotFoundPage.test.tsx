import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says "Page not found" with the path that was asked for', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/no-existe/aqui']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Page not found: \/no-existe\/aqui$/);
    // SPEC.md's English words, marked so that a Spanish screen reader voice does not read them.
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  });

  it('offers a way back to the home page and marks itself noindex', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/x']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });
});
