import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Fecha, FechaRelativa } from '@portal/shared/ui';

const DIA = 24 * 60 * 60 * 1000;
const haceDias = (dias: number) => new Date(Date.now() - dias * DIA).toISOString();

/** A date as job sites say it; the exact date shows on hover and focus (Tab to it), until Escape. */
const meta = {
  title: 'Contenido/Fecha relativa',
  component: FechaRelativa,
  subcomponents: { Fecha },
  args: { iso: haceDias(0) },
} satisfies Meta<typeof FechaRelativa>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hoy: Story = {};

export const HaceTresDias: Story = { args: { iso: haceDias(3) } };

/** From 30 days on, the date itself; `antesDeFecha` completes the sentence. */
export const FechaAntigua: Story = {
  args: { iso: haceDias(45), antesDeFecha: 'el ' },
  render: (args) => (
    <p>
      Publicada <FechaRelativa {...args} />
    </p>
  ),
};

/** A date said as a date («Postulaste el …»): `Fecha`, a <time> with the date itself for machines. */
export const FechaExacta: Story = {
  render: () => (
    <p>
      Postulaste el <Fecha iso="2026-11-25T14:03:00Z" />.
    </p>
  ),
};
