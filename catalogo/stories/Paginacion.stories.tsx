import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FilaExtremos, Paginacion } from '@portal/shared/paginacion';
import { MemoryRouter } from 'react-router-dom';

/** A paged list's «Anterior» / «Siguiente»: each page has its own URL, so the links are router links. */
const meta = {
  title: 'Navegación/Paginación',
  component: Paginacion,
  subcomponents: { FilaExtremos },
  args: { label: 'Páginas de postulaciones', paginaActual: 2, cantidadPaginas: 5, hrefDe: (pagina: number) => `?pagina=${String(pagina)}` },
  render: (args) => (
    <MemoryRouter>
      <Paginacion {...args} />
    </MemoryRouter>
  ),
} satisfies Meta<typeof Paginacion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnMedio: Story = {};

/** On the first page there is no «Anterior»: the row keeps its place so «Siguiente» stays at the right. */
export const PrimeraPagina: Story = { args: { paginaActual: 1, anterior: 'Página anterior', siguiente: 'Página siguiente' } };
