import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LogoEmpresa } from '@portal/shared/ui';

/**
 * A company's logo in a card or on an offer: the api's drawn logo as its initials on the company's colour
 * (no image to fetch), an uploaded one as an image of the same size.
 */
const meta = {
  title: 'Contenido/Logo de empresa',
  component: LogoEmpresa,
  args: { nombre: 'Centro de Salud del Pacífico', urlLogo: '/api/empresas/7/logo.svg?v=1a2b3c4d', logoDibujado: { iniciales: 'CP', color: '#7a1f3d' }, lado: 56 },
} satisfies Meta<typeof LogoEmpresa>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dibujado: Story = {};

export const DibujadoEnUnaTarjeta: Story = { args: { lado: 40, decorativo: true, logoDibujado: { iniciales: 'BP', color: '#0b4f8a' } } };

export const Subido: Story = {
  args: {
    logoDibujado: null,
    urlLogo: `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><rect width="56" height="56" fill="#1d6b45"/></svg>')}`,
  },
};
