import { theme } from '@portal/shared/ui';
import { Paginacion as PaginacionComun, type PaginacionProps } from '@portal/shared/paginacion';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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

/** The shared pagination with this site's bordered links. */
export function Paginacion(props: Omit<PaginacionProps, 'Enlace'>) {
  return <PaginacionComun {...props} Enlace={PageLink} />;
}
