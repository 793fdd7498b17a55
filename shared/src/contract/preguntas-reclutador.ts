import * as v from 'valibot';

/** Characters an answer to a recruiter's question may have (issue 11). */
export const LARGO_MAXIMO_RESPUESTA_RECLUTADOR = 1000;

/** A recruiter's question about one of the candidate's applications, with the candidate's answer once given. */
export const PreguntaReclutadorSchema = v.object({
  idPregunta: v.number(),
  pregunta: v.string(),
  /** ISO 8601 date-time the recruiter sent it. */
  enviada: v.string(),
  /** The candidate's answer; null while waiting for one. */
  respuesta: v.nullable(v.string()),
  /** ISO 8601 date-time of the answer; null while waiting. */
  respondida: v.nullable(v.string()),
  postulacion: v.object({
    idPostulacion: v.number(),
    oferta: v.object({
      idOferta: v.number(),
      nombreCargo: v.string(),
      /** "Empresa confidencial" for a confidential offer. */
      nombreEmpresaFantasia: v.string(),
    }),
  }),
});
export type PreguntaReclutador = v.InferOutput<typeof PreguntaReclutadorSchema>;

/** Answer of GET /api/preguntas-reclutadores: those waiting first (oldest first), then the answered, newest first. */
export const PreguntasReclutadorSchema = v.object({
  /** How many wait for an answer (the candidate menu shows it). */
  pendientes: v.number(),
  preguntas: v.array(PreguntaReclutadorSchema),
});
export type PreguntasReclutador = v.InferOutput<typeof PreguntasReclutadorSchema>;

/** The answer as the api keeps it: trimmed, not blank, at most the limit. A Spanish message when it is not valid. */
export function errorRespuestaReclutador(respuesta: string): string | null {
  const limpia = respuesta.trim();
  if (!limpia) return 'Escribe tu respuesta.';
  if (limpia.length > LARGO_MAXIMO_RESPUESTA_RECLUTADOR) {
    return `Tu respuesta puede tener hasta ${LARGO_MAXIMO_RESPUESTA_RECLUTADOR.toLocaleString('es-CL')} caracteres.`;
  }
  return null;
}
