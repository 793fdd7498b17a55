import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ShareMenu } from '@portal/shared/compartir';

/**
 * The one «Compartir»: a phone's share sheet where the browser has one; else the networks (UTM-tagged),
 * an e-mail and «Copiar enlace» under the button. Escape closes the menu.
 */
const meta = {
  title: 'Acciones/Compartir',
  component: ShareMenu,
  args: { etiqueta: 'Compartir oferta', titulo: 'Cajero bancario en Banco del Pacífico', url: '/trabajo/cajero-bancario-1234' },
} satisfies Meta<typeof ShareMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Oferta: Story = {};

export const Noticia: Story = { args: { etiqueta: 'Compartir noticia', titulo: 'Cómo preparar una entrevista', url: '/noticias/12-como-preparar-una-entrevista' } };
