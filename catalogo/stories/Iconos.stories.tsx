import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  IconoBajar,
  IconoCerrar,
  IconoCompartir,
  IconoCopiar,
  IconoCorreo,
  IconoDesplegar,
  IconoEditar,
  IconoEliminar,
  IconoEstrella,
  IconoHecho,
  IconoMenu,
  IconoSiguiente,
  IconoSubir,
} from '@portal/shared/ui';

const ICONOS = { IconoMenu, IconoCerrar, IconoCompartir, IconoCopiar, IconoCorreo, IconoHecho, IconoEditar, IconoEliminar, IconoSubir, IconoBajar, IconoSiguiente, IconoDesplegar, IconoEstrella };

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
      <li style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <IconoDesplegar abierto />
        <code>IconoDesplegar abierto</code>
      </li>
    </ul>
  );
}

const meta = {
  title: 'Fundamentos/Iconos',
  component: IconoCompartir,
  subcomponents: { IconoMenu, IconoCerrar, IconoCopiar, IconoCorreo, IconoHecho, IconoEditar, IconoEliminar, IconoSubir, IconoBajar, IconoSiguiente, IconoDesplegar, IconoEstrella },
  render: () => <Todos />,
} satisfies Meta<typeof IconoCompartir>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conjunto: Story = {};
