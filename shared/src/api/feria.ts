import {
  EmpresasFeriaSchema,
  EmpresasPabellonSchema,
  HomeFeriaSchema,
  OpcionesCategoriaSchema,
  StandFeriaSchema,
  type EmpresaFeria,
  type EmpresasPabellon,
  type HomeFeria,
  type OpcionesCategoria,
  type StandFeria,
} from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

export interface EmpresasFeriaParams {
  idDominio: number;
  busqueda?: string;
  vacantes?: boolean;
}

/**
 * SPEC.md section 8: a fair call that fails gives an empty (or false) result and the page goes on. An
 * aborted call still raises, so useQuery ignores it.
 */
async function vacioSiFalla<T>(nombre: string, vacio: T, signal: AbortSignal | undefined, llamada: () => Promise<T>): Promise<T> {
  try {
    return await llamada();
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`Could not load ${nombre} of the fair.`, error);
    return vacio;
  }
}

/** GET /api/feria/empresas-dominio: companies of the fair. Raises on failure so the page can say so. */
export async function getEmpresasFeria(params: EmpresasFeriaParams, signal?: AbortSignal): Promise<EmpresaFeria[]> {
  const searchParams: Record<string, string | number | boolean> = { idDominio: params.idDominio };
  if (params.busqueda) searchParams.busqueda = params.busqueda;
  if (params.vacantes) searchParams.vacantes = true;
  const answer = await api().get('feria/empresas-dominio', { searchParams, signal }).json(EmpresasFeriaSchema);
  return answer.empresas;
}

export const pabellonesQueryKey = (idDominio: number) => `pabellones:${String(idDominio)}`;

/** GET /api/feria/pabellones: the fair's pavilions; an empty list when the call fails. */
export function getPabellones(idDominio: number, signal?: AbortSignal): Promise<OpcionesCategoria['opcionesCategoria']> {
  return vacioSiFalla('the pavilions', [], signal, async () => {
    const answer = await api().get('feria/pabellones', { searchParams: { idDominio }, signal }).json(OpcionesCategoriaSchema);
    return answer.opcionesCategoria;
  });
}

export const homeFeriaQueryKey = (idDominio: number) => `feria-home:${String(idDominio)}`;

/** GET /api/feria/home: the fair and its numbers; null when the call fails (the page uses the portal's configuration). */
export function getHomeFeria(idDominio: number, signal?: AbortSignal): Promise<HomeFeria | null> {
  return vacioSiFalla('the home', null, signal, () => api().get('feria/home', { searchParams: { idDominio }, signal }).json(HomeFeriaSchema));
}

export const empresasLandingQueryKey = (idDominio: number) => `feria-destacadas:${String(idDominio)}`;

/** GET /api/feria/empresas-landing: the companies the fair features; empty when the call fails. */
export function getEmpresasLanding(idDominio: number, signal?: AbortSignal): Promise<EmpresaFeria[]> {
  return vacioSiFalla('the featured companies', [], signal, async () => {
    const answer = await api().get('feria/empresas-landing', { searchParams: { idDominio }, signal }).json(EmpresasFeriaSchema);
    return answer.empresas;
  });
}

export interface EmpresasPabellonParams {
  idDominio: number;
  idPabellon: number;
  busqueda?: string;
}

export const empresasPabellonQueryKey = (params: EmpresasPabellonParams) =>
  `feria-pabellon:${String(params.idDominio)}:${String(params.idPabellon)}:${params.busqueda ?? ''}`;

/** GET /api/feria/empresas-pabellon: the pavilion's companies; an empty list when the call fails. */
export function getEmpresasPabellon(params: EmpresasPabellonParams, signal?: AbortSignal): Promise<EmpresasPabellon['empresas']> {
  const searchParams: Record<string, string | number> = { idDominio: params.idDominio, idPabellon: params.idPabellon };
  if (params.busqueda) searchParams.busqueda = params.busqueda;
  return vacioSiFalla('the companies of a pavilion', [], signal, async () => {
    const answer = await api().get('feria/empresas-pabellon', { searchParams, signal }).json(EmpresasPabellonSchema);
    return answer.empresas;
  });
}

export interface StandParams {
  idDominio: number;
  pabellon: string;
  stand: string;
}

export const standQueryKey = ({ idDominio, pabellon, stand }: StandParams) => `feria-stand:${String(idDominio)}:${pabellon}:${stand}`;

/** GET /api/feria/stand: a company's stand. Raises (404 for an unknown stand) like an offer's detail. */
export function getStand(params: StandParams, signal?: AbortSignal): Promise<StandFeria> {
  return api().get('feria/stand', { searchParams: { ...params }, signal }).json(StandFeriaSchema);
}
