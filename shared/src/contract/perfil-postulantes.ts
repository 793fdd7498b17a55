import * as v from 'valibot';

/** Where the candidate stands on one trait: the share of applicants (0-100) in each band, theirs marked. */
export const DistribucionPostulantesSchema = v.array(v.object({ clave: v.string(), nombre: v.string(), porcentaje: v.number(), tuyo: v.boolean() }));

/**
 * Answer of GET /api/candidato/perfil-postulantes: for each offer the candidate applied to (not withdrawn,
 * newest first), how their profile compares with every applicant's. Below MINIMO_PARA_CIFRAS applicants,
 * `postulantes` and `comparacion` are null: nothing about so few people is shown.
 */
export const PerfilPostulantesSchema = v.object({
  ofertas: v.array(
    v.object({
      idOferta: v.number(),
      nombreCargo: v.string(),
      nombreEmpresaFantasia: v.string(),
      /** ISO 8601: when the candidate applied. */
      fechaPostulacion: v.string(),
      postulantes: v.nullable(v.number()),
      comparacion: v.nullable(
        v.object({ experiencia: DistribucionPostulantesSchema, educacion: DistribucionPostulantesSchema, pretension: DistribucionPostulantesSchema }),
      ),
    }),
  ),
});

export type DistribucionPostulantes = v.InferOutput<typeof DistribucionPostulantesSchema>;
export type PerfilPostulantes = v.InferOutput<typeof PerfilPostulantesSchema>;
export type OfertaPerfilPostulantes = PerfilPostulantes['ofertas'][number];
