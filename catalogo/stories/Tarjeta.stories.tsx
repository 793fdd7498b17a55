import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card, CardLink } from '@portal/shared/ui';

/** A box resting on the page (dashboard panels, news, pavilions); CardLink makes the whole card its one link. */
const meta = {
  title: 'Contenido/Tarjeta',
  component: Card,
  subcomponents: { CardLink },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <Card {...args}>
        <h3>Pabellón Salud</h3>
        <p>12 empresas con ofertas abiertas.</p>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};

/** The top edge in the portal's primary (or a pavilion's colour); the text never sits on it. */
export const ConAcento: Story = { args: { $acento: 'var(--portal-color-primary)' } };

export const EnlaceDeTarjeta: Story = {
  render: () => (
    <div style={{ maxWidth: '22rem' }}>
      <Card $acento="var(--portal-color-primary)">
        <h3>
          <CardLink href="#pabellon-salud">Pabellón Salud</CardLink>
        </h3>
        <p>Toda la tarjeta abre el pabellón; su nombre es el texto del enlace.</p>
      </Card>
    </div>
  ),
};
