import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FileInput } from '@portal/shared/archivo';
import { HintText } from '@portal/shared/ui';

/** The browser's file input, transparent over the kit's look: its label, keyboard and the phone's picker stay. */
const meta = {
  title: 'Formularios/Archivo',
  component: FileInput,
  args: { id: 'cv', accept: '.pdf,.doc,.docx' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}>
      <label htmlFor={args.id}>Currículum</label>
      <FileInput {...args} aria-describedby="cv-ayuda" />
      <HintText id="cv-ayuda">PDF o Word, hasta 5 MB.</HintText>
    </div>
  ),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SinElegir: Story = {};

/** Where choosing uploads at once (the CV's file, the photo), the page shows the file, not the picker. */
export const SinNombre: Story = { args: { showChosen: false } };

export const Deshabilitado: Story = { args: { disabled: true } };
