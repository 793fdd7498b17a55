import * as v from 'valibot';

/** Stored under `loginComunidad`: the credential sent as bearer on authenticated calls. */
export const LoginSchema = v.object({ jwt: v.string() });

/** Stored under `candidatoComunidad`. `estado` FINALIZADO means the basic data is complete. */
export const CandidatoSesionSchema = v.object({
  idCandidato: v.number(),
  nombres: v.string(),
  apellidos: v.string(),
  correo: v.string(),
  archivo: v.nullable(v.string()),
  estado: v.picklist(['FINALIZADO', 'INCOMPLETO']),
  /** Complete basic data last confirmed over a year ago: the sign-in goes by /actualiza-tus-datos (absent in sessions stored before it existed). */
  datosPorActualizar: v.optional(v.boolean()),
});

/** Answer of POST /api/login. */
export const LoginRespuestaSchema = v.object({
  login: LoginSchema,
  candidato: CandidatoSesionSchema,
});

export type Login = v.InferOutput<typeof LoginSchema>;
export type CandidatoSesion = v.InferOutput<typeof CandidatoSesionSchema>;
export type LoginRespuesta = v.InferOutput<typeof LoginRespuestaSchema>;

/** Body of POST /api/login: `usuario` is an e-mail or a RUN (with or without dots and dash). */
export interface LoginBody {
  usuario: string;
  clave: string;
}
