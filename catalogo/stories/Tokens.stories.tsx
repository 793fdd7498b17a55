import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, useState } from 'react';
import { theme, valorDeToken } from '@portal/shared/ui';

/** One colour role: its swatch, its name in `theme` and the value the chosen portal gives it now. */
function Muestra({ rol, referencia }: { rol: string; referencia: string }) {
  // Read after the portal's <style> is on the page (valorDeToken reads the computed style).
  const [valor, setValor] = useState('');
  useEffect(() => setValor(valorDeToken(referencia)), [referencia]);
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: theme.space[3] }}>
      <span aria-hidden="true" style={{ width: '2.5rem', height: '2.5rem', borderRadius: theme.radius, border: `1px solid ${theme.color.border}`, background: referencia }} />
      <span>
        <code>theme.color.{rol}</code> <span style={{ color: theme.color.textMuted }}>{valor}</span>
      </span>
    </li>
  );
}

/**
 * The design tokens (`--portal-*`), as `theme` reads them: switch the portal in the toolbar to see its
 * palette, font and radius. Colours in the list are what the edge serves, after the contrast check.
 */
const meta = {
  title: 'Fundamentos/Tokens',
  component: Muestra,
} satisfies Meta<typeof Muestra>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colores: Story = {
  args: { rol: 'primary', referencia: theme.color.primary },
  render: () => (
    <ul style={{ display: 'grid', gap: theme.space[2], gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', listStyle: 'none', padding: 0 }}>
      {Object.entries(theme.color).map(([rol, referencia]) => (
        <Muestra key={rol} rol={rol} referencia={referencia} />
      ))}
    </ul>
  ),
};

export const Texto: Story = {
  args: { rol: 'text', referencia: theme.color.text },
  render: () => (
    <div style={{ display: 'grid', gap: theme.space[3] }}>
      {Object.entries(theme.text).map(([paso, tamano]) => (
        <p key={paso} style={{ margin: 0, fontSize: tamano }}>
          <code>theme.text.{paso}</code> Encuentra tu próximo empleo en Chile
        </p>
      ))}
    </div>
  ),
};

export const EspaciosYSombras: Story = {
  args: { rol: 'surface', referencia: theme.color.surface },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[5] }}>
      {Object.entries(theme.shadow).map(([nivel, sombra]) => (
        <div key={nivel} style={{ padding: theme.space[5], borderRadius: theme.radius, background: theme.color.background, boxShadow: sombra }}>
          <code>theme.shadow[{nivel}]</code>
        </div>
      ))}
      {Object.entries(theme.space).map(([paso, espacio]) => (
        <div key={paso} style={{ display: 'flex', alignItems: 'center', gap: theme.space[2] }}>
          <span aria-hidden="true" style={{ width: espacio, height: espacio, background: theme.color.primary }} />
          <code>theme.space[{paso}]</code>
        </div>
      ))}
    </div>
  ),
};
