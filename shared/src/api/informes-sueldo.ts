import {
  CargosConSueldoSchema,
  InformePedidoSchema,
  InformeSueldoSchema,
  MisInformesSueldoSchema,
  ResumenSueldoSchema,
  type CargosConSueldo,
  type InformeSueldo,
  type MisInformesSueldo,
  type PedirInformeBody,
  type ResumenSueldo,
} from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** The useQuery key of a position's salary summary, under which the edge also preloads it. */
export const resumenSueldoQueryKey = (cargo: string, idDominio: number) => `resumen-sueldo:${idDominio}:${cargo}`;

/** GET /api/informes-sueldo/cargo/{cargo}?idDominio=: the public summary (404 CARGO_SIN_SUELDOS without salaries). */
export function getResumenSueldo(cargo: string, idDominio: number, signal?: AbortSignal): Promise<ResumenSueldo> {
  return api().get(`informes-sueldo/cargo/${encodeURIComponent(cargo)}`, { searchParams: { idDominio }, signal }).json(ResumenSueldoSchema);
}

/** POST /api/informes-sueldo (answer 201): the candidate asks for the full report of a position; its id. */
export async function pedirInformeSueldo(body: PedirInformeBody): Promise<number> {
  return (await api().post('informes-sueldo', withAuth({ json: body })).json(InformePedidoSchema)).idInforme;
}

/** GET /api/informes-sueldo/mis-informes: the candidate's reports, the last asked for first. */
export function getMisInformesSueldo(signal?: AbortSignal): Promise<MisInformesSueldo> {
  return api().get('informes-sueldo/mis-informes', withAuth({ signal })).json(MisInformesSueldoSchema);
}

/** GET /api/informes-sueldo/{idInforme}: the full report; 404 when it is not the candidate's. */
export function getInformeSueldo(idInforme: number, signal?: AbortSignal): Promise<InformeSueldo> {
  return api().get(`informes-sueldo/${String(idInforme)}`, withAuth({ signal })).json(InformeSueldoSchema);
}

/** The useQuery key of the positions a portal has salary reports for, under which the edge also preloads them. */
export const cargosConSueldoQueryKey = (idDominio: number) => `cargos-con-sueldo:${idDominio}`;

/** GET /api/informes-sueldo/cargos?idDominio=: the consulted positions whose report this portal can show. */
export function getCargosConSueldo(idDominio: number, signal?: AbortSignal): Promise<CargosConSueldo> {
  return api().get('informes-sueldo/cargos', { searchParams: { idDominio }, signal }).json(CargosConSueldoSchema);
}
