import {
  MisPostulacionesSchema,
  PostulacionCandidatoSchema,
  type FiltroEstadoPostulacion,
  type MisPostulaciones,
  type PostulacionCandidato,
} from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

export interface FiltroMisPostulaciones {
  estado?: FiltroEstadoPostulacion;
  texto?: string;
  pagina?: number;
}

/** GET /api/mis-postulaciones: the signed-in candidate's applications, newest first. */
export function getMisPostulaciones(filtro: FiltroMisPostulaciones = {}, signal?: AbortSignal): Promise<MisPostulaciones> {
  const searchParams = new URLSearchParams();
  if (filtro.estado) searchParams.set('estado', filtro.estado);
  if (filtro.texto?.trim()) searchParams.set('texto', filtro.texto.trim());
  if (filtro.pagina && filtro.pagina > 1) searchParams.set('pagina', String(filtro.pagina));
  return api().get('mis-postulaciones', withAuth({ searchParams, signal })).json(MisPostulacionesSchema);
}

/** GET /api/mis-postulaciones/{idPostulacion}: one of the candidate's applications (404 for anyone else's). */
export function getPostulacionCandidato(idPostulacion: number, signal?: AbortSignal): Promise<PostulacionCandidato> {
  return api().get(`mis-postulaciones/${idPostulacion}`, withAuth({ signal })).json(PostulacionCandidatoSchema);
}

/** POST /api/mis-postulaciones/{idPostulacion}/retiro: withdraws it; 409 when finished or already withdrawn. */
export function retirarPostulacion(idPostulacion: number): Promise<PostulacionCandidato> {
  return api().post(`mis-postulaciones/${idPostulacion}/retiro`, withAuth()).json(PostulacionCandidatoSchema);
}
