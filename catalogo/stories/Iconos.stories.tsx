import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ComponentType } from 'react';
import * as secundarios from '@portal/shared/iconos-secundarios';
import * as ui from '@portal/shared/ui';
import { IconoCompartir, IconoDesplegar, IconoEstrella, type IconoProps } from '@portal/shared/ui';

// Every icon shared/ui and its secondary icons export, found by its name, so one added there shows here without a second list.
const ICONOS = Object.fromEntries(
  Object.entries({ ...ui, ...secundarios }).filter(([nombre]) => nombre.startsWith('Icono')),
) as Record<string, ComponentType<IconoProps>>;

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
  subcomponents: ICONOS,
  render: () => <Todos />,
} satisfies Meta<typeof IconoCompartir>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conjunto: Story = {};
