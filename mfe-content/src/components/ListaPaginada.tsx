import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { conPagina, Paginacion } from './Paginacion';

interface Props {
  /** The page the api answered: which one, of how many. */
  pagina: { paginaActual: number; cantidadPaginas: number };
  /** How many items this page holds. */
  cantidad: number;
  /** The items' plural, as in "No hay empresas en esta página." and "Paginación de empresas". */
  plural: string;
  /** The list's path; its other query parameters stay on every page's link. */
  ruta: string;
  /** Why a first page is empty (no items at all, none for these filters). */
  vacio: ReactNode;
  /** The count line above the items. */
  conteo: ReactNode;
  children: ReactNode;
}

/** A page of a paged list: its count, its items and its links to the pages around it, or why it is empty. */
export function ListaPaginada({ pagina, cantidad, plural, ruta, vacio, conteo, children }: Props) {
  const [searchParams] = useSearchParams();
  const hrefDe = (numero: number) => conPagina(ruta, searchParams, numero);
  if (cantidad === 0) {
    if (pagina.paginaActual > 1) {
      return (
        <p>
          {`No hay ${plural} en esta página. `}<Link to={hrefDe(1)}>Ir a la primera página</Link>.
        </p>
      );
    }
    return vacio;
  }
  return (
    <>
      {conteo}
      {children}
      {pagina.cantidadPaginas > 1 ? <Paginacion label={`Paginación de ${plural}`} paginaActual={pagina.paginaActual} cantidadPaginas={pagina.cantidadPaginas} hrefDe={hrefDe} /> : null}
    </>
  );
}
