// The content pages of mfe-content (issue 15; ARCHITECTURE.md route table): public and indexable, default layout.
import { SLUG_PAGINA } from '@portal/shared/contract';

const contenido = { owner: 'mfe_content', layout: 'default', auth: false, datosBasicos: false, index: true } as const;

export const CONTENIDO_ROUTES = [
  {
    name: 'pagina',
    path: '/page/:page',
    ...contenido,
    title: 'Información',
    description: 'Información y ayuda para usar el portal de empleo.',
    params: { page: (value: string) => value.length <= 80 && SLUG_PAGINA.test(value) },
  },
] as const;
