import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AlertaFormulario } from '@portal/shared/alerta-formulario';

/** Create or edit a job alert: the name is required, with the api's own words for what is wrong. */
const meta = {
  title: 'Formularios/Alerta de empleo',
  component: AlertaFormulario,
  args: {
    inicial: { nombre: 'Desarrollador en Santiago', frecuencia: 'DIARIA' },
    textoEnviar: 'Crear alerta',
    onEnviar: () => undefined,
    onCancelar: () => undefined,
  },
} satisfies Meta<typeof AlertaFormulario>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Crear: Story = {};

export const Editar: Story = { args: { textoEnviar: 'Guardar cambios', inicial: { nombre: 'Prácticas en Valparaíso', frecuencia: 'SEMANAL' } } };

export const Enviando: Story = { args: { ocupado: true } };
