import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IconButton, IconoEstrella } from '@portal/shared/ui';

/** An icon alone: `label` is its accessible name and its tooltip (the a11y panel checks the name). */
const meta = {
  title: 'Acciones/Botón de icono',
  component: IconButton,
  args: { label: 'Guardar oferta', icon: <IconoEstrella /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

/** A toggle (save): aria-pressed tells its state. */
export const Presionado: Story = { args: { label: 'Quitar de guardadas', icon: <IconoEstrella llena />, 'aria-pressed': true } };

export const Deshabilitado: Story = { args: { disabled: true } };
