import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ButtonLink, EmptyState } from '@portal/shared/ui';

/** An empty list said plainly, with the next step to fill it. */
const meta = {
  title: 'Estados/Vacío',
  component: EmptyState,
  args: { titulo: 'Aún no tienes alertas.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoloTitulo: Story = {};

export const ConSiguientePaso: Story = {
  args: {
    titulo: 'Aún no has postulado a ninguna oferta.',
    children: <p>Cuando postules, aquí verás en qué etapa va cada postulación.</p>,
    accion: <ButtonLink href="#trabajo-empleo">Buscar ofertas</ButtonLink>,
  },
};

/** Announced (role status) when the list emptied while the person looked, e.g. after removing the last item. */
export const Anunciado: Story = { args: { titulo: 'Ya no tienes ofertas guardadas.', role: 'status' } };
