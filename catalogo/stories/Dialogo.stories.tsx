import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Dialog, type DialogProps } from '@portal/shared/dialogo';
import { Button, SecondaryButton } from '@portal/shared/ui';
import { useState } from 'react';

/** The button that opens it and the dialog, as a page uses them: open at first, so its look is in the canvas. */
function ConBoton(props: Omit<DialogProps, 'onCerrar'>) {
  const [abierto, setAbierto] = useState(true);
  return (
    <>
      <SecondaryButton type="button" onClick={() => setAbierto(true)}>
        Abrir «{props.titulo}»
      </SecondaryButton>
      {abierto ? <Dialog {...props} onCerrar={() => setAbierto(false)} /> : null}
    </>
  );
}

/** The one modal dialog: Escape and «Cerrar» close it, the focus goes back to what opened it. */
const meta = {
  title: 'Superposiciones/Diálogo',
  component: Dialog,
  args: {
    titulo: 'Crear alerta de empleo',
    descripcion: <p>Te enviaremos por correo las ofertas nuevas de esta búsqueda.</p>,
    children: <p>La alerta guarda: «vendedor» · Región Metropolitana de Santiago</p>,
    onCerrar: () => undefined,
  },
  render: (args) => <ConBoton {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

/** A confirmation of something that cannot be undone (role alertdialog). */
export const Confirmacion: Story = {
  args: {
    rol: 'alertdialog',
    titulo: '¿Eliminar esta alerta?',
    descripcion: 'Dejarás de recibir los correos de «vendedor».',
    children: (
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Button type="button">Eliminar alerta</Button>
        <SecondaryButton type="button">Cancelar</SecondaryButton>
      </div>
    ),
  },
};

/** While its request runs: nothing closes it. */
export const Ocupado: Story = { args: { ocupado: true } };
