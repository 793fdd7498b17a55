import {
  CAMPO_CURRICULUM,
  campoDocumento,
  ClicExternoSchema,
  EstadoPostulacionSchema,
  PostulacionSchema,
  type EstadoPostulacion,
  type OrigenPostulacion,
  type Postulacion,
  type RespuestaPregunta,
} from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

export interface NuevaPostulacion {
  idOferta: number;
  origen: OrigenPostulacion;
  respuestas: RespuestaPregunta[];
  usarCurriculumPerfil: boolean;
  /** One file per required document, by idDocumento. */
  documentos: Map<number, File>;
  curriculum: File | null;
}

/** POST /api/postulaciones as multipart; ky lets fetch set the multipart content-type and boundary. */
export function postular(postulacion: NuevaPostulacion): Promise<Postulacion> {
  const form = new FormData();
  form.set('idOferta', String(postulacion.idOferta));
  form.set('origen', postulacion.origen);
  form.set('respuestas', JSON.stringify(postulacion.respuestas));
  form.set('usarCurriculumPerfil', String(postulacion.usarCurriculumPerfil));
  for (const [idDocumento, archivo] of postulacion.documentos) form.set(campoDocumento(idDocumento), archivo);
  if (postulacion.curriculum) form.set(CAMPO_CURRICULUM, postulacion.curriculum);
  return api().post('postulaciones', withAuth({ body: form })).json(PostulacionSchema);
}

/** GET /api/postulaciones/oferta/{idOferta}: whether the signed-in candidate applied. */
export function getEstadoPostulacion(idOferta: number, signal?: AbortSignal): Promise<EstadoPostulacion> {
  return api().get(`postulaciones/oferta/${idOferta}`, withAuth({ signal })).json(EstadoPostulacionSchema);
}

/** POST /api/ofertas/{idOferta}/clic-externo: counts a click on the employer's application link. */
export function registrarClicExterno(idOferta: number): Promise<void> {
  return api()
    .post(`ofertas/${idOferta}/clic-externo`)
    .json(ClicExternoSchema)
    .then(() => undefined);
}
