import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MenuDesplegable } from '@portal/shared/menu-desplegable';

/** A button that opens a list of links (the disclosure pattern): Escape closes it and returns the focus to the button. */
const meta = {
  title: 'Navegación/Menú desplegable',
  component: MenuDesplegable,
  args: {
    etiqueta: 'Hola, Camila',
    children: (
      <>
        <li><a href="#dashboard">Mi cuenta</a></li>
        <li><a href="#mis-postulaciones">Mis postulaciones</a></li>
        <li><a href="#ofertas-guardadas">Ofertas guardadas</a></li>
        <li><a href="#logout">Cerrar sesión</a></li>
      </>
    ),
  },
} satisfies Meta<typeof MenuDesplegable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cerrado: Story = {};

/** The account menu's shape: at the end of a bar, «Cerrar sesión» set apart. Open it with the button. */
export const AlFinalConSalidaAparte: Story = {
  args: { alinear: 'fin', ultimoAparte: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '16rem' }}>
      <MenuDesplegable {...args} />
    </div>
  ),
};
