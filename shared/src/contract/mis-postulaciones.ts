import * as v from 'valibot';
import { PaginacionSchema } from './paginacion';

/**
 * The steps of an application (issue 10), in order: the company moves it on, the candidate sees the date of
 * each step it reached. A withdrawn application keeps the step it had reached and carries `retirada`.
 */
export const ESTADOS_POSTULACION = ['ENVIADA', 'CV_RECIBIDO', 'CV_VISTO', 'EN_EVALUACION', 'FINALIZADA'] as const;
/** The step an application reached (`EstadoPostulacion` is the "did I apply?" answer of postulacion.ts). */
export type EstadoProceso = (typeof ESTADOS_POSTULACION)[number];

export const NOMBRES_ESTADO_POSTULACION: Readonly<Record<EstadoProceso, string>> = {
  ENVIADA: 'Postulación enviada',
  CV_RECIBIDO: 'CV recibido',
  CV_VISTO: 'CV visto',
  EN_EVALUACION: 'CV en evaluación',
  FINALIZADA: 'Proceso finalizado',
};

/** What the list filters by: a step reached (and not withdrawn), or withdrawn. */
export const FILTROS_ESTADO_POSTULACION = [...ESTADOS_POSTULACION, 'RETIRADA'] as const;
export type FiltroEstadoPostulacion = (typeof FILTROS_ESTADO_POSTULACION)[number];

/** Applications per page of GET /api/mis-postulaciones. */
export const POSTULACIONES_POR_PAGINA = 10;
export const LARGO_MAXIMO_TEXTO_POSTULACIONES = 100;

export const PasoPostulacionSchema = v.object({
  estado: v.picklist(ESTADOS_POSTULACION),
  /** ISO 8601 date-time the step was reached. */
  fecha: v.string(),
});

export const PostulacionCandidatoSchema = v.object({
  idPostulacion: v.number(),
  /** ISO 8601 date-time of the application. */
  fecha: v.string(),
  /** The step reached (the last of `pasos`). */
  estado: v.picklist(ESTADOS_POSTULACION),
  /** Every step reached, in order, each with its date. */
  pasos: v.array(PasoPostulacionSchema),
  /** ISO 8601 date-time of the withdrawal, null while not withdrawn. */
  retirada: v.nullable(v.string()),
  oferta: v.object({
    idOferta: v.number(),
    nombreCargo: v.string(),
    /** "Empresa confidencial" for a confidential offer. */
    nombreEmpresaFantasia: v.string(),
    ubicacion: v.object({ nombreComuna: v.string(), nombreRegion: v.string() }),
    /** The offer no longer receives applications. */
    expirada: v.boolean(),
  }),
});
export type PostulacionCandidato = v.InferOutput<typeof PostulacionCandidatoSchema>;

/** Answer of GET /api/mis-postulaciones: newest first. */
export const MisPostulacionesSchema = v.object({
  ...PaginacionSchema.entries,
  postulaciones: v.array(PostulacionCandidatoSchema),
});
export type MisPostulaciones = v.InferOutput<typeof MisPostulacionesSchema>;

/** Whether the candidate may still withdraw it: not withdrawn and the process not finished. */
export function puedeRetirarse(postulacion: Pick<PostulacionCandidato, 'estado' | 'retirada'>): boolean {
  return postulacion.retirada === null && postulacion.estado !== 'FINALIZADA';
}
