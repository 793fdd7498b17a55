import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { CSSProperties } from 'react';
import { theme } from '@portal/shared/ui';
import { ALTO_LOGO, PORTALES_DEMO } from '../.storybook/portales';
import { temaDelPortal } from '../.storybook/tema';

/**
 * A portal's logo as its banner shows it: on the bar in its own primary colour (whichever portal the toolbar
 * chose), at its seed's size (no layout shift), with the portal's name as alt text.
 */
function Logo({ carpeta }: { carpeta: string }) {
  const portal = PORTALES_DEMO.find((p) => p.carpeta === carpeta) ?? PORTALES_DEMO[0]!;
  const barra = { ...temaDelPortal(portal.carpeta), background: theme.color.primary, padding: theme.space[3], borderRadius: theme.radius, width: 'fit-content' } as CSSProperties;
  return (
    <div style={barra}>
      <img src={`marcas/${portal.carpeta}/logo.svg`} width={portal.anchoLogo} height={ALTO_LOGO} alt={portal.nombre} style={{ display: 'block' }} />
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Marca',
  component: Logo,
  args: { carpeta: 'corporativo' },
  argTypes: { carpeta: { control: 'select', options: PORTALES_DEMO.map((p) => p.carpeta) } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Corporativo: Story = {};

/** Every demo identity side by side, with its portal type. */
export const TodosLosPortales: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {PORTALES_DEMO.map((p) => (
        <li key={p.carpeta} style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
          <Logo carpeta={p.carpeta} />
          <span>{p.tipo}</span>
        </li>
      ))}
    </ul>
  ),
};
