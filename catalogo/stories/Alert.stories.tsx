import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Alert, LoadError } from '@portal/shared/ui';

/** A message announced as it appears: an error (role alert) or a notice (role status). */
const meta = {
  title: 'Estados/Aviso',
  component: Alert,
  subcomponents: { LoadError },
  args: { children: 'No pudimos guardar tus cambios. Revisa tu conexión e inténtalo de nuevo.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Problema: Story = {};

export const Informativo: Story = { args: { tone: 'info', children: 'Tu postulación quedó enviada. Te avisaremos por correo cuando la revisen.' } };

/** A failed load: what went wrong and a way to try again. */
export const ErrorDeCarga: Story = {
  render: () => <LoadError message="No pudimos cargar las ofertas." onRetry={() => undefined} />,
};
