import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Skeleton, SkeletonBlock, SkeletonLine } from '@portal/shared/ui';

/** What a page shows while its data loads: announced once as «Cargando…». */
const meta = {
  title: 'Estados/Esqueleto',
  component: Skeleton,
  subcomponents: { SkeletonLine, SkeletonBlock },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lineas: Story = {};

export const PaginaCompleta: Story = { args: { lines: 6, label: 'Cargando la oferta…' } };

/** A card's placeholder: each line as tall as the text that replaces it, so nothing shifts. */
export const Tarjeta: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.25rem', maxWidth: '24rem' }} aria-hidden="true">
      <SkeletonLine height="1.875rem" width="70%" barHeight="1.25rem" />
      <SkeletonLine height="1.5rem" width="45%" />
      <SkeletonLine height="1.5rem" width="30%" />
      <SkeletonBlock $height="2.75rem" $width="8rem" />
    </div>
  ),
};
