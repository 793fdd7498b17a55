import type { ComponentType } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';

/** One row with its first and last items at its two ends, wrapping on a narrow screen. */
export const FilaExtremos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
`;

export interface PaginacionProps {
  label: string;
  paginaActual: number;
  cantidadPaginas: number;
  hrefDe: (pagina: number) => string;
  anterior?: string;
  siguiente?: string;
  /** The link drawn for "anterior" and "siguiente" (a plain router link unless a list styles its own). */
  Enlace?: ComponentType<LinkProps>;
}

/** "Anterior" / "Siguiente" links of a paged list, so every page has its own URL. */
export function Paginacion({ label, paginaActual, cantidadPaginas, hrefDe, anterior = 'Anterior', siguiente = 'Siguiente', Enlace = Link }: PaginacionProps) {
  return (
    <FilaExtremos as="nav" aria-label={label}>
      {paginaActual > 1 ? <Enlace to={hrefDe(paginaActual - 1)}>{anterior}</Enlace> : <span />}
      <span>
        Página {paginaActual} de {cantidadPaginas}
      </span>
      {paginaActual < cantidadPaginas ? <Enlace to={hrefDe(paginaActual + 1)}>{siguiente}</Enlace> : <span />}
    </FilaExtremos>
  );
}
