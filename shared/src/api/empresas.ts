import { ListaEmpresasSchema, type ListaEmpresas } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** GET /api/empresas: the companies with live offers on the portal, by name. */
export function getEmpresas(idDominio: number, { pagina, busqueda }: { pagina: number; busqueda?: string }, signal?: AbortSignal): Promise<ListaEmpresas> {
  const searchParams: Record<string, string | number> = { idDominio, pagina };
  if (busqueda) searchParams.busqueda = busqueda;
  return api().get('empresas', { searchParams, signal }).json(ListaEmpresasSchema);
}
