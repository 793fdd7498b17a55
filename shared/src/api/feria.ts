import { EmpresasFeriaSchema, OpcionesCategoriaSchema, type EmpresaFeria, type OpcionesCategoria } from '@portal/shared/contract';
import { api } from './client';

export interface EmpresasFeriaParams {
  idDominio: number;
  busqueda?: string;
  vacantes?: boolean;
}

/** GET /api/feria/empresas-dominio: companies of the fair. Raises on failure so the page can say so. */
export async function getEmpresasFeria(params: EmpresasFeriaParams, signal?: AbortSignal): Promise<EmpresaFeria[]> {
  const searchParams: Record<string, string | number | boolean> = { idDominio: params.idDominio };
  if (params.busqueda) searchParams.busqueda = params.busqueda;
  if (params.vacantes) searchParams.vacantes = true;
  const answer = await api().get('feria/empresas-dominio', { searchParams, signal }).json(EmpresasFeriaSchema);
  return answer.empresas;
}

/** GET /api/feria/pabellones: the fair's pavilions; an empty list when the call fails (SPEC.md section 8). */
export async function getPabellones(idDominio: number, signal?: AbortSignal): Promise<OpcionesCategoria['opcionesCategoria']> {
  try {
    const answer = await api().get('feria/pabellones', { searchParams: { idDominio }, signal }).json(OpcionesCategoriaSchema);
    return answer.opcionesCategoria;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not load the pavilions of the fair.', error);
    return [];
  }
}
