import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Spinner, VisuallyHidden } from '@portal/shared/ui';

/** Decorative: always beside words, visible or for screen readers only (VisuallyHidden). */
const meta = {
  title: 'Estados/Indicador de carga',
  component: Spinner,
  subcomponents: { VisuallyHidden },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConTexto: Story = {
  render: () => (
    <p role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      <Spinner />
      Enviando tu postulación…
    </p>
  ),
};

export const SoloParaLectores: Story = {
  render: () => (
    <p role="status">
      <Spinner />
      <VisuallyHidden>Cargando resultados…</VisuallyHidden>
    </p>
  ),
};
