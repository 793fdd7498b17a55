import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, PageStack, PageTitle, Pila } from '@portal/shared/ui';

/** A page's frame: its one h1 and the rhythm between its sections. */
const meta = {
  title: 'Estructura/Página',
  component: PageStack,
  subcomponents: { PageTitle, Pila },
} satisfies Meta<typeof PageStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TituloYSecciones: Story = {
  render: () => (
    <PageStack>
      <PageTitle>Mis postulaciones</PageTitle>
      <p>Revisa en qué etapa está cada una de tus postulaciones.</p>
      <section aria-labelledby="en-proceso">
        <h2 id="en-proceso">En proceso</h2>
        <p>Analista de datos · Santiago</p>
      </section>
      <div>
        <Button type="button">Buscar más ofertas</Button>
      </div>
    </PageStack>
  ),
};

/** Pila: a column with the gap its content asks for, tighter than a page's sections (an offer's header). */
export const PilaAjustada: Story = {
  render: () => (
    <Pila $gap="0.5rem">
      <PageTitle>Analista de datos</PageTitle>
      <p>Datos Andinos · Santiago</p>
    </Pila>
  ),
};
