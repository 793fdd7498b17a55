import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from './Toast';

describe('Toast', () => {
  it('is announced politely as a status, and its close button dismisses it', async () => {
    const onCerrar = jest.fn();
    render(
      <Toast tono="success" onCerrar={onCerrar}>
        Guardamos tu alerta.
      </Toast>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Guardamos tu alerta.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(onCerrar).toHaveBeenCalledTimes(1);
  });

  it('announces a failure at once (role alert) and offers its action', async () => {
    const onAction = jest.fn();
    render(
      <Toast tono="danger" accion={{ label: 'Reintentar', onAction }} onCerrar={() => undefined}>
        No pudimos guardar la oferta.
      </Toast>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar la oferta.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
