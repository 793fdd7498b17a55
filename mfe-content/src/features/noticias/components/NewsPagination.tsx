import { href } from '@portal/shared/routes';
import { theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  font-weight: 600;
  text-decoration: none;
`;

/** The list's own URL for a page (of a category); the first page has no query. */
export function noticiasPageHref(pagina: number, categoria?: string): string {
  const base = categoria ? href('noticiasCategoria', { categoria }) : href('noticias');
  return pagina > 1 ? `${base}?${new URLSearchParams({ pagina: String(pagina) }).toString()}` : base;
}

/** "Anterior" / "Siguiente" links, so every page has its own URL. */
export function NewsPagination({ paginaActual, cantidadPaginas, categoria }: { paginaActual: number; cantidadPaginas: number; categoria?: string }) {
  return (
    <Nav aria-label="Paginación de noticias">
      {paginaActual > 1 ? <PageLink to={noticiasPageHref(paginaActual - 1, categoria)}>Anterior</PageLink> : <span />}
      <span>
        Página {paginaActual} de {cantidadPaginas}
      </span>
      {paginaActual < cantidadPaginas ? <PageLink to={noticiasPageHref(paginaActual + 1, categoria)}>Siguiente</PageLink> : <span />}
    </Nav>
  );
}
