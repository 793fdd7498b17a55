import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Tag } from '@portal/shared/ui';

/** A short fact in a result card or an offer: each tone keeps its text at 4.5:1 in every portal. */
const meta = {
  title: 'Contenido/Etiqueta',
  component: Tag,
  args: { children: 'Jornada completa' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutra: Story = {};

export const Exito: Story = { args: { $tono: 'success', children: 'Ya postulaste' } };

export const Primaria: Story = { args: { $tono: 'primary', children: 'Nueva' } };

export const EnUnaFila: Story = {
  render: () => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Tag>Jornada completa</Tag>
      <Tag $tono="primary">Nueva</Tag>
      <Tag $tono="success">Ya postulaste</Tag>
    </p>
  ),
};
