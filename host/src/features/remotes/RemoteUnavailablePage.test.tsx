import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { RemoteUnavailablePage } from './RemoteUnavailablePage';

describe('RemoteUnavailablePage', () => {
  it('tells in Spanish that the section is unavailable and shows the error code', () => {
    renderWithProviders(<RemoteUnavailablePage />);
    expect(screen.getByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    expect(screen.getByText('Código de error: PORTAL-REMOTE-001')).toBeInTheDocument();
  });

  it('retries when "Reintentar" is pressed', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<RemoteUnavailablePage onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
