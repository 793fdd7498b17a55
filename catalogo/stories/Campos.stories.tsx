import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ErrorText, HintText, TextField } from '@portal/shared/ui';
import { CheckboxField, SelectField, TextAreaField } from '@portal/shared/formularios';

/** Labelled fields whose error and hint are read with them (aria-describedby); an error marks them invalid. */
const meta = {
  title: 'Formularios/Campos',
  component: TextField,
  subcomponents: { TextAreaField, SelectField, CheckboxField, ErrorText, HintText },
  args: { label: 'Correo electrónico', type: 'email', name: 'correo', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Texto: Story = {};

export const ConAyuda: Story = { args: { label: 'RUN', name: 'run', type: 'text', hint: 'Con guion y dígito verificador, por ejemplo 12.345.678-5.' } };

export const ConError: Story = { args: { defaultValue: 'ana@', error: 'Escribe un correo válido, por ejemplo nombre@dominio.cl.' } };

/** Named by aria-label where the place and the button say what it is (the header's search). */
export const EtiquetaOculta: Story = { args: { label: 'Buscar ofertas', name: 'q', type: 'search', labelHidden: true, placeholder: 'Cargo, empresa o palabra clave' } };

export const Deshabilitado: Story = { args: { disabled: true, defaultValue: 'ana@portal.cl' } };

export const AreaDeTexto: Story = {
  render: () => <TextAreaField label="Carta de presentación" hint="Hasta 2.000 caracteres." />,
};

export const AreaDeTextoConError: Story = {
  render: () => <TextAreaField label="Carta de presentación" defaultValue="Hola" error="Escribe al menos 50 caracteres." />,
};

const REGIONES = [
  { value: '13', label: 'Región Metropolitana de Santiago' },
  { value: '5', label: 'Región de Valparaíso' },
  { value: '8', label: 'Región del Biobío' },
];

export const Seleccion: Story = {
  render: () => <SelectField label="Región" options={REGIONES} placeholder="Selecciona…" />,
};

export const SeleccionConError: Story = {
  render: () => <SelectField label="Región" options={REGIONES} placeholder="Selecciona…" error="Elige tu región." />,
};

export const Casilla: Story = {
  render: () => <CheckboxField label="Quiero recibir ofertas por correo" />,
};

export const CasillaConError: Story = {
  render: () => (
    <CheckboxField
      label={
        <>
          Acepto la <a href="#privacidad">política de privacidad</a>
        </>
      }
      error="Debes aceptar la política de privacidad para crear tu cuenta."
    />
  ),
};

/** The field's parts alone, for a control the kit does not wrap (a group of radios). */
export const TextosDeAyudaYError: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <HintText>Puedes cambiarlo después en tu perfil.</HintText>
      <ErrorText>Elige una opción.</ErrorText>
    </div>
  ),
};
