// The content pages of mfe-content (issue 15; ARCHITECTURE.md route table): public and indexable.
import { SLUG_PAGINA } from '@portal/shared/contract';
import { isCategoriaNoticia, parseNoticiaParam } from './noticia';

const contenido = { owner: 'mfe_content', layout: 'default', auth: false, datosBasicos: false, index: true } as const;
const noticias = { ...contenido, layout: 'listaNoticias' } as const;

export const CONTENIDO_ROUTES = [
  {
    name: 'noticiasCategoria',
    path: '/noticias/categoria/:categoria',
    ...noticias,
    params: { categoria: isCategoriaNoticia },
  },
  {
    name: 'noticia',
    path: '/noticias/:noticia',
    ...noticias,
    params: { noticia: (value: string) => parseNoticiaParam(value) !== null },
    subject: 'noticia',
  },
  {
    name: 'pagina',
    path: '/page/:page',
    ...contenido,
    params: { page: (value: string) => value.length <= 80 && SLUG_PAGINA.test(value) },
    subject: 'pagina',
  },
  // The legal pages: CMS pages at their own paths (paginaDeRuta).
  {
    name: 'terminosYCondiciones',
    path: '/terminos-y-condiciones',
    ...contenido,
    subject: 'pagina',
  },
  {
    name: 'politicaDePrivacidad',
    path: '/politica-de-privacidad',
    ...contenido,
    subject: 'pagina',
  },
  {
    name: 'politicaDeCookies',
    path: '/politica-de-cookies',
    ...contenido,
    subject: 'pagina',
  },
] as const;

/** Routes that show the CMS page of their own path: the legal pages and the events' information. */
const EN_SU_RUTA: ReadonlySet<string> = new Set(['terminosYCondiciones', 'politicaDePrivacidad', 'politicaDeCookies', 'informacionDelEvento']);

/**
 * The CMS page a route shows: `/page/{page}` its param, a legal page or the events' information its own path
 * without the slash (so each portal may write its own, the shared one being the default); null for any other
 * route. The page, the edge and the shell's metadata read it here.
 */
export function paginaDeRuta(route: { name: string; path: string }, params: Readonly<Record<string, string | undefined>>): string | null {
  if (route.name === 'pagina') return params.page ?? null;
  return EN_SU_RUTA.has(route.name) ? route.path.slice(1) : null;
}

