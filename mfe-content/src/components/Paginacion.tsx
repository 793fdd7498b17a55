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

/** `?pagina=` of a list URL kept with its other parameters; the first page has none. */
export function conPagina(path: string, search: URLSearchParams, pagina: number): string {
  const query = new URLSearchParams(search);
  if (pagina > 1) query.set('pagina', String(pagina));
  else query.delete('pagina');
  const texto = query.toString();
  return texto ? `${path}?${texto}` : path;
}

/** "Anterior" / "Siguiente" links of a paged list, so every page has its own URL. */
export function Paginacion({ label, paginaActual, cantidadPaginas, hrefDe }: { label: string; paginaActual: number; cantidadPaginas: number; hrefDe: (pagina: number) => string }) {
  return (
    <Nav aria-label={label}>
      {paginaActual > 1 ? <PageLink to={hrefDe(paginaActual - 1)}>Anterior</PageLink> : <span />}
      <span>
        Página {paginaActual} de {cantidadPaginas}
      </span>
      {paginaActual < cantidadPaginas ? <PageLink to={hrefDe(paginaActual + 1)}>Siguiente</PageLink> : <span />}
    </Nav>
  );
}
