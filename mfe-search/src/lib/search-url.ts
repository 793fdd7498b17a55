import type { BusquedaParams } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';

/** The results page for a keyword typed in a search box. */
export function searchResultsUrl(palabraClave: string): string {
  const keyword = palabraClave.trim();
  const path = href('trabajoEmpleo');
  // Typed by the contract: renaming the parameter there breaks this link at compile time, not at run time.
  const query = { palabraClave: keyword } satisfies Pick<BusquedaParams, 'palabraClave'>;
  return keyword ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/** The results page with a company's live offers (its filter applied, so the chip can remove it). */
export function ofertasDeEmpresaUrl(idEmpresa: number): string {
  const query = { idEmpresas: String(idEmpresa) } satisfies Pick<BusquedaParams, 'idEmpresas'>;
  return `${href('trabajoEmpleo')}?${new URLSearchParams(query).toString()}`;
}
