import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Toast } from '@portal/shared/toast';

/** A short message over the page after something happened; the host's region queues them and times them out. */
const meta = {
  title: 'Estados/Aviso',
  component: Toast,
  args: { tono: 'success', children: 'Guardamos tu alerta de empleo.', onCerrar: () => undefined },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Exito: Story = {};

export const Informacion: Story = { args: { tono: 'info', children: 'Hay una versión nueva del portal.' } };

export const Advertencia: Story = { args: { tono: 'warning', children: 'Tu sesión vence en 5 minutos.' } };

/** Announced at once (role alert). */
export const Fallo: Story = { args: { tono: 'danger', children: 'No pudimos guardar la oferta. Inténtalo nuevamente.' } };

/** With an action it stays until the person acts or closes it. */
export const ConAccion: Story = {
  args: { tono: 'info', children: 'Hay una versión nueva del portal.', accion: { label: 'Recargar', onAction: () => undefined } },
};
