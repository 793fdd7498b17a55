import * as v from 'valibot';
import { FaltanteCurriculumSchema } from './faltante-curriculum';

/** Origin enumeration of SPEC.md section 3. */
export const ORIGENES_POSTULACION = [
  'WEB',
  'WEB_MOBILE',
  'OFERTAS_PERFILADAS',
  'OFERTAS_PERFILADAS_MOBILE',
  'TF_INVITACION',
  'TF_INVITACION_MOBILE',
  'POSTULA_FACIL',
  'POSTULA_FACIL_MOBILE',
] as const;
export type OrigenPostulacion = (typeof ORIGENES_POSTULACION)[number];

/** Upload rules of SPEC.md section 5: the extension check is case-sensitive (`CV.PDF` is refused). */
export const MAX_BYTES_ARCHIVO = 5_000_000;
/** Files one application may carry: its CV and the documents its offer asks for (the api's multipart limit). */
export const MAX_ARCHIVOS_POSTULACION = 12;
export const EXTENSIONES_PERMITIDAS = ['doc', 'docx', 'jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
export const LARGO_MAXIMO_RESPUESTA = 2000;

/** The multipart field of the application's CV file. */
export const CAMPO_CURRICULUM = 'curriculum';
/** The multipart field of a required document's file. */
export const campoDocumento = (idDocumento: number) => `documento_${idDocumento}`;

/** The Spanish reason a file cannot be uploaded, or null when it can (client and api share it). */
export function errorArchivo(nombre: string, bytes: number): string | null {
  const extension = /\.([^.]+)$/.exec(nombre)?.[1] ?? '';
  if (!(EXTENSIONES_PERMITIDAS as readonly string[]).includes(extension)) {
    return `El archivo «${nombre}» debe tener extensión ${EXTENSIONES_PERMITIDAS.join(', ')} (en minúsculas).`;
  }
  if (bytes > MAX_BYTES_ARCHIVO) return `El archivo «${nombre}» pesa más de ${MAX_BYTES_ARCHIVO / 1_000_000} MB.`;
  if (bytes === 0) return `El archivo «${nombre}» está vacío.`;
  return null;
}

/** An answer's text as the api keeps it: trimmed, not empty, at most LARGO_MAXIMO_RESPUESTA characters. */
export const TextoRespuestaSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LARGO_MAXIMO_RESPUESTA));

/** One answer of the `respuestas` field of POST /api/postulaciones (a JSON list of them). */
export const RespuestaPreguntaSchema = v.object({
  idPregunta: v.pipe(v.number(), v.integer(), v.minValue(1)),
  respuesta: TextoRespuestaSchema,
});
export type RespuestaPregunta = v.InferOutput<typeof RespuestaPreguntaSchema>;

/** Answer of POST /api/postulaciones (201). */
export const PostulacionSchema = v.object({
  idPostulacion: v.number(),
  idOferta: v.number(),
  origen: v.picklist(ORIGENES_POSTULACION),
  /** ISO 8601 date-time */
  fecha: v.string(),
});
export type Postulacion = v.InferOutput<typeof PostulacionSchema>;

/** Answer of GET /api/postulaciones/oferta/{idOferta}: whether the signed-in candidate applied. */
export const EstadoPostulacionSchema = v.object({
  postulado: v.boolean(),
  /** ISO 8601 date-time of the application, null when not applied. */
  fecha: v.nullable(v.string()),
  /** Whether the candidate has a CV in the profile (tipoCurriculumAceptado NORMAL needs it). */
  tieneCurriculumPerfil: v.boolean(),
  /** The profile CV the form offers (GET /api/curriculum), null while it cannot be sent yet. */
  curriculumPerfil: v.nullable(v.object({ nombre: v.string(), porcentaje: v.number(), archivo: v.nullable(v.string()) })),
  /** What the profile CV lacks before an application can send it, empty when it can. */
  faltantesCurriculum: v.array(FaltanteCurriculumSchema),
});
export type EstadoPostulacion = v.InferOutput<typeof EstadoPostulacionSchema>;

/** Answer of POST /api/ofertas/{idOferta}/clic-externo. */
export const ClicExternoSchema = v.object({ idOferta: v.number(), clics: v.number() });
