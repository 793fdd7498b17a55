import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ALTO_LOGO, PORTALES_DEMO } from '../.storybook/portales';

/** A portal's logo as the banner shows it: its seed's size (no layout shift) and the portal's name as alt text. */
function Logo({ carpeta }: { carpeta: string }) {
  const portal = PORTALES_DEMO.find((p) => p.carpeta === carpeta) ?? PORTALES_DEMO[0]!;
  return <img src={`marcas/${portal.carpeta}/logo.svg`} width={portal.anchoLogo} height={ALTO_LOGO} alt={portal.nombre} />;
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
