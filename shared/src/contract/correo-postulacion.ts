import * as v from 'valibot';

/**
 * The links of the e-mails about an application (issue 11), answered without a session (the signed token is
 * the authority): `colocacion`, the placement follow-up "¿Fuiste contratado/a?", and `desiste`, leaving a
 * process the candidate was invited to by a mobility invitation.
 */
export const PROPOSITOS_ENLACE_POSTULACION = ['colocacion', 'desiste'] as const;
export type PropositoEnlacePostulacion = (typeof PROPOSITOS_ENLACE_POSTULACION)[number];

/** POST /api/correo/postulacion/enlace: the application a link is about, read with its token. */
export const EnlacePostulacionSchema = v.object({
  idPostulacion: v.number(),
  /** ISO 8601 date-time of the application. */
  fecha: v.string(),
  oferta: v.object({
    nombreCargo: v.string(),
    /** "Empresa confidencial" for a confidential offer. */
    nombreEmpresaFantasia: v.string(),
  }),
  /** The link was already answered: a second answer is refused (RESPUESTA_DOBLE). */
  respondido: v.boolean(),
});
export type EnlacePostulacion = v.InferOutput<typeof EnlacePostulacionSchema>;
