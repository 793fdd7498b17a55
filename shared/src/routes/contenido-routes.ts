// The content pages of mfe-content (issue 15; ARCHITECTURE.md route table): public and indexable, default layout.
import { SLUG_PAGINA } from '@portal/shared/contract';
import { isCategoriaNoticia, parseNoticiaParam } from './noticia';

const contenido = { owner: 'mfe_content', layout: 'default', auth: false, datosBasicos: false, index: true } as const;
const noticias = { ...contenido, layout: 'listaNoticias' } as const;

export const CONTENIDO_ROUTES = [
  {
    name: 'noticiasCategoria',
    path: '/noticias/categoria/:categoria',
    ...noticias,
    title: 'Noticias',
    description: 'Noticias y consejos sobre empleo y desarrollo laboral, por tema.',
    params: { categoria: isCategoriaNoticia },
  },
  {
    name: 'noticia',
    path: '/noticias/:noticia',
    ...noticias,
    title: 'Noticia',
    description: 'Noticias y consejos sobre empleo y desarrollo laboral.',
    params: { noticia: (value: string) => parseNoticiaParam(value) !== null },
  },
  {
    name: 'pagina',
    path: '/page/:page',
    ...contenido,
    title: 'Información',
    description: 'Información y ayuda para usar el portal de empleo.',
    params: { page: (value: string) => value.length <= 80 && SLUG_PAGINA.test(value) },
  },
  // The legal pages: CMS pages at their own paths (mfe-content/src/features/paginas/lib/legales.ts).
  {
    name: 'terminosYCondiciones',
    path: '/terminos-y-condiciones',
    ...contenido,
    title: 'Términos y condiciones',
    description: 'Las condiciones de uso del portal para quienes buscan empleo.',
  },
  {
    name: 'politicaDePrivacidad',
    path: '/politica-de-privacidad',
    ...contenido,
    title: 'Política de privacidad',
    description: 'Qué datos personales trata el portal, para qué, por cuánto tiempo y cómo ejercer tus derechos.',
  },
  {
    name: 'politicaDeCookies',
    path: '/politica-de-cookies',
    ...contenido,
    title: 'Política de cookies',
    description: 'Las cookies y el almacenamiento del navegador que usa el portal, para qué sirven y cuánto duran.',
  },
] as const;
