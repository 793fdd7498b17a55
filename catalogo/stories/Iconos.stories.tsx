import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { IconoCerrar, IconoCompartir, IconoCopiar, IconoCorreo, IconoEstrella, IconoHecho } from '@portal/shared/ui';

const ICONOS = { IconoCerrar, IconoCompartir, IconoCopiar, IconoCorreo, IconoHecho, IconoEstrella };

/** Every icon the product uses (Lucide, one module each), at the size of the text beside it, and decorative. */
function Todos() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '1rem', padding: 0, listStyle: 'none' }}>
      {Object.entries(ICONOS).map(([nombre, Icono]) => (
        <li key={nombre} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Icono />
          <code>{nombre}</code>
        </li>
      ))}
      <li style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <IconoEstrella llena />
        <code>IconoEstrella llena</code>
      </li>
    </ul>
  );
}

const meta = {
  title: 'Fundamentos/Iconos',
  component: IconoCompartir,
  subcomponents: { IconoCerrar, IconoCopiar, IconoCorreo, IconoHecho, IconoEstrella },
  render: () => <Todos />,
} satisfies Meta<typeof IconoCompartir>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conjunto: Story = {};
