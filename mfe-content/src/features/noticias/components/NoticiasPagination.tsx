import { href } from '@portal/shared/routes';
import { conPagina, Paginacion } from '../../../components/Paginacion';

/** The list's own URL for a page (of a category); the first page has no query. */
export function noticiasPageHref(pagina: number, categoria?: string): string {
  return conPagina(categoria ? href('noticiasCategoria', { categoria }) : href('noticias'), new URLSearchParams(), pagina);
}

export function NoticiasPagination({ paginaActual, cantidadPaginas, categoria }: { paginaActual: number; cantidadPaginas: number; categoria?: string }) {
  return <Paginacion label="Paginación de noticias" paginaActual={paginaActual} cantidadPaginas={cantidadPaginas} hrefDe={(pagina) => noticiasPageHref(pagina, categoria)} />;
}
