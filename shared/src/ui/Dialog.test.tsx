import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

/** A page with a button that opens a dialog holding a field, the way the remotes use it. */
function Pagina({ ocupado = false }: { ocupado?: boolean }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAbierto(true)}>
        Editar alerta
      </button>
      {abierto ? (
        <Dialog titulo="Editar alerta" descripcion="«vendedor» en Santiago" onCerrar={() => setAbierto(false)} ocupado={ocupado}>
          <label>
            Nombre de la alerta
            <input />
          </label>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title and described by its text, with the focus on its first field', async () => {
    const user = userEvent.setup();
    render(<Pagina />);
    await user.click(screen.getByRole('button', { name: 'Editar alerta' }));

    const dialogo = screen.getByRole('dialog', { name: 'Editar alerta' });
    expect(dialogo).toHaveAccessibleDescription('«vendedor» en Santiago');
    expect(screen.getByLabelText('Nombre de la alerta')).toHaveFocus();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['its «Cerrar» button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cerrar' }))],
  ])('closes with %s and gives the focus back to the button that opened it', async (_, cerrar) => {
    const user = userEvent.setup();
    render(<Pagina />);
    await user.click(screen.getByRole('button', { name: 'Editar alerta' }));
    await cerrar(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar alerta' })).toHaveFocus();
  });

  it('keeps Tab going round its own controls', async () => {
    const user = userEvent.setup();
    render(<Pagina />);
    await user.click(screen.getByRole('button', { name: 'Editar alerta' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Nombre de la alerta')).toHaveFocus();
  });

  it('stays open while its request runs, whatever the visitor presses', async () => {
    const user = userEvent.setup();
    render(<Pagina ocupado />);
    await user.click(screen.getByRole('button', { name: 'Editar alerta' }));
    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog', { name: 'Editar alerta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
  });

  it('is an alertdialog when it asks to confirm something that cannot be undone', () => {
    render(
      <Dialog titulo="¿Eliminar tu cuenta?" rol="alertdialog" onCerrar={() => undefined}>
        <button type="button">Eliminar definitivamente</button>
      </Dialog>,
    );
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar definitivamente' })).toHaveFocus();
  });
});
