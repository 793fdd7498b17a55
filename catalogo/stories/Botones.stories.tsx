import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, ButtonLink, SecondaryButton, SecondaryButtonLink } from '@portal/shared/ui';

/** The kit's buttons: primary (one per view), secondary, and links that look like either. */
const meta = {
  title: 'Acciones/Botones',
  component: Button,
  subcomponents: { SecondaryButton, ButtonLink, SecondaryButtonLink },
  args: { children: 'Postular', type: 'button' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primario: Story = {};

export const PrimarioDeshabilitado: Story = { args: { disabled: true } };

export const Secundario: Story = {
  render: (args) => <SecondaryButton {...args}>Cancelar</SecondaryButton>,
};

export const SecundarioDeshabilitado: Story = {
  render: (args) => (
    <SecondaryButton {...args} disabled>
      Cancelar
    </SecondaryButton>
  ),
};

export const Enlace: Story = {
  render: () => <ButtonLink href="#registro">Crear cuenta</ButtonLink>,
};

/** A link beside the primary action, as the event page's «Agregar a mi calendario». */
export const EnlaceSecundario: Story = {
  render: () => <SecondaryButtonLink href="#calendario">Agregar a mi calendario</SecondaryButtonLink>,
};

/** As the offer page groups them: the primary first, the others beside it. */
export const Grupo: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Button type="button">Postular</Button>
      <SecondaryButton type="button">Guardar</SecondaryButton>
      <SecondaryButton type="button">Compartir</SecondaryButton>
    </div>
  ),
};
