import {
  CurriculumSchema,
  type CuerposSeccion,
  type Curriculum,
  type PerfilCurriculumBody,
  type SeccionCurriculum,
} from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** GET /api/curriculum: the signed-in candidate's whole CV with its completeness. */
export function getCurriculum(signal?: AbortSignal): Promise<Curriculum> {
  return api().get('curriculum', withAuth({ signal })).json(CurriculumSchema);
}

/** PUT /api/curriculum/perfil: summary, desired position, salary and preferences. */
export function guardarPerfilCurriculum(body: PerfilCurriculumBody): Promise<Curriculum> {
  return api().put('curriculum/perfil', withAuth({ json: body })).json(CurriculumSchema);
}

/** POST /api/curriculum/{seccion}: adds an entry at the end of its section. */
export function agregarElementoCurriculum<S extends SeccionCurriculum>(seccion: S, body: CuerposSeccion[S]): Promise<Curriculum> {
  return api().post(`curriculum/${seccion}`, withAuth({ json: body })).json(CurriculumSchema);
}

/** PUT /api/curriculum/{seccion}/{id}: replaces an entry. */
export function editarElementoCurriculum<S extends SeccionCurriculum>(seccion: S, id: number, body: CuerposSeccion[S]): Promise<Curriculum> {
  return api().put(`curriculum/${seccion}/${id}`, withAuth({ json: body })).json(CurriculumSchema);
}

/** DELETE /api/curriculum/{seccion}/{id}. */
export function quitarElementoCurriculum(seccion: SeccionCurriculum, id: number): Promise<Curriculum> {
  return api().delete(`curriculum/${seccion}/${id}`, withAuth()).json(CurriculumSchema);
}

/** PUT /api/curriculum/{seccion}/orden: every id of the section, in the new order. */
export function ordenarSeccionCurriculum(seccion: SeccionCurriculum, ids: number[]): Promise<Curriculum> {
  return api().put(`curriculum/${seccion}/orden`, withAuth({ json: { ids } })).json(CurriculumSchema);
}

export type ArchivoDelCurriculum = 'archivo' | 'foto';

/** PUT /api/curriculum/{archivo|foto} as multipart (replaces the previous one); the api checks the real type. */
export function subirArchivoCurriculum(tipo: ArchivoDelCurriculum, archivo: Blob, nombre: string): Promise<Curriculum> {
  const form = new FormData();
  form.set(tipo, archivo, nombre);
  return api().put(`curriculum/${tipo}`, withAuth({ body: form })).json(CurriculumSchema);
}

/** DELETE /api/curriculum/{archivo|foto}. */
export function quitarArchivoCurriculum(tipo: ArchivoDelCurriculum): Promise<Curriculum> {
  return api().delete(`curriculum/${tipo}`, withAuth()).json(CurriculumSchema);
}

/** GET /api/curriculum/{archivo|foto|pdf}: the bytes (bearer, so not a plain link), never retried. */
export function descargarDelCurriculum(tipo: ArchivoDelCurriculum | 'pdf', signal?: AbortSignal): Promise<Blob> {
  return api().get(`curriculum/${tipo}`, withAuth({ signal, retry: 0 })).blob();
}
