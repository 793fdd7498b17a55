// Candidate access beyond sign-in (issue 9): registration and e-mail confirmation, sign-in by token,
// basic data, password recovery and account settings. The api validates the same rules with TypeBox and
// its tests parse every answer with these schemas.
import * as v from 'valibot';
import { CurriculumSchema } from './curriculum';
import { PLANES } from './plan-premium';
import { CandidatoSesionSchema, LoginRespuestaSchema } from './sesion';

export const TIPOS_DOCUMENTO = ['RUN', 'PASAPORTE'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

/** Version of the privacy policy text a candidate accepts; recorded with the date of the consent. */
export const VERSION_POLITICA_PRIVACIDAD = '2026-12';

/** Body of POST /api/registro. `numeroDocumento` is a RUN (any dots/dash) or a passport number. */
export interface RegistroBody {
  nombres: string;
  apellidos: string;
  tipoDocumento: TipoDocumento;
  numeroDocumento: string;
  correo: string;
  clave: string;
  /** Must be true: consent to the privacy policy of `versionPolitica`. */
  aceptaPolitica: boolean;
  versionPolitica: string;
}

/** Answer of POST /api/registro (201): the account waits for the code or link sent to `correo`. */
export const RegistroRespuestaSchema = v.object({
  correo: v.string(),
  /** ISO date-time when the e-mailed code stops working. */
  codigoExpira: v.string(),
});
export type RegistroRespuesta = v.InferOutput<typeof RegistroRespuestaSchema>;

/** Body of POST /api/registro/confirmar: the 6-digit code of the e-mail. Answer: LoginRespuesta (signed in). */
export interface ConfirmarCorreoBody {
  correo: string;
  codigo: string;
}

/** Body of POST /api/registro/reenviar (answer 202 whether or not an unconfirmed account exists). */
export interface ReenviarCorreoBody {
  correo: string;
}

/**
 * Body of POST /api/login/token: a signed token from an e-mail link (`/ingresa-a-tu-cuenta/{jwt}`) or a
 * partner site (`/ingresa-a-tu-cuenta/externo/{jwt}`, `externo: true`). Answer: LoginRespuesta.
 */
export interface LoginTokenBody {
  token: string;
  externo: boolean;
}

export const LoginTokenRespuestaSchema = LoginRespuestaSchema;

/** One comuna of Chile. */
export const ComunaSchema = v.object({ idComuna: v.number(), nombre: v.string() });
/** GET /api/ubicaciones/regiones: the 16 regions with their comunas, north to south. */
export const RegionConComunasSchema = v.object({ idRegion: v.number(), nombre: v.string(), comunas: v.array(ComunaSchema) });
export const RegionesSchema = v.array(RegionConComunasSchema);
export type RegionConComunas = v.InferOutput<typeof RegionConComunasSchema>;

export const GENEROS = ['FEMENINO', 'MASCULINO', 'OTRO', 'PREFIERO_NO_DECIRLO'] as const;

/** GET and PUT /api/candidato/datos-basicos (the PUT body is DatosBasicosBody, the answer this). */
export const DatosBasicosSchema = v.object({
  nombres: v.string(),
  apellidos: v.string(),
  tipoDocumento: v.picklist(TIPOS_DOCUMENTO),
  numeroDocumento: v.string(),
  correo: v.string(),
  /** Digits only, 9 for a Chilean mobile (912345678) or with country code. */
  telefono: v.nullable(v.string()),
  idRegion: v.nullable(v.number()),
  idComuna: v.nullable(v.number()),
  /** YYYY-MM-DD. */
  fechaNacimiento: v.nullable(v.string()),
  genero: v.nullable(v.picklist(GENEROS)),
  nacionalidad: v.nullable(v.string()),
  /** ISO date-time of the last save or confirmation; /actualiza-tus-datos asks again after a year. */
  actualizados: v.nullable(v.string()),
  estado: CandidatoSesionSchema.entries.estado,
});
export type DatosBasicos = v.InferOutput<typeof DatosBasicosSchema>;

export interface DatosBasicosBody {
  nombres: string;
  apellidos: string;
  telefono: string;
  idRegion: number;
  idComuna: number;
  fechaNacimiento: string;
  genero: (typeof GENEROS)[number] | null;
  nacionalidad: string;
}

/** Answer of POST /api/recuperacion: where the code can go, masked ("d***@portal.cl"). */
export const SolicitudRecuperacionSchema = v.object({
  idSolicitud: v.string(),
  destinos: v.array(v.object({ tipo: v.literal('CORREO'), valor: v.string() })),
});
export type SolicitudRecuperacion = v.InferOutput<typeof SolicitudRecuperacionSchema>;

/** Body of POST /api/recuperacion: a RUN (any format) or an e-mail. */
export interface RecuperacionBody {
  identificador: string;
}

/** Answer of POST /api/recuperacion/{idSolicitud}/enviar (202): when the code stops working. */
export const CodigoEnviadoSchema = v.object({ codigoExpira: v.string() });
export type CodigoEnviado = v.InferOutput<typeof CodigoEnviadoSchema>;

/** Answer of POST /api/recuperacion/{idSolicitud}/verificar with the right code: a short-lived change token. */
export const CodigoVerificadoSchema = v.object({ tokenCambio: v.string() });
export type CodigoVerificado = v.InferOutput<typeof CodigoVerificadoSchema>;

/** Body of POST /api/recuperacion/nueva-clave (answer 204; every session of the account ends). */
export interface NuevaClaveBody {
  tokenCambio: string;
  clave: string;
}

/** Body of PUT /api/cuenta/clave (answer 204; the other sessions end). */
export interface CambioClaveBody {
  claveActual: string;
  claveNueva: string;
}

/** Body of POST /api/cuenta/correo (answer 202): a link to `/cambio-email-principal/{token}` goes to the new address. */
export interface CambioCorreoBody {
  correoNuevo: string;
  clave: string;
}

/** Answer of POST /api/cuenta/correo/confirmar (body { token }): the new main e-mail. */
export const CorreoCambiadoSchema = v.object({ correo: v.string() });
export type CorreoCambiado = v.InferOutput<typeof CorreoCambiadoSchema>;

/** Body of DELETE /api/cuenta (answer 204: the account, its files and its sessions are gone). */
export interface EliminarCuentaBody {
  clave: string;
}

/**
 * GET /api/cuenta/datos (Ley 21.719 access and portability): everything the portal keeps about the
 * candidate, served as an attachment. Sections are arrays of plain records.
 */
export const ExportacionDatosSchema = v.object({
  generado: v.string(),
  perfil: DatosBasicosSchema,
  curriculum: CurriculumSchema,
  postulaciones: v.array(v.record(v.string(), v.unknown())),
  ofertasGuardadas: v.array(v.record(v.string(), v.unknown())),
  alertas: v.array(v.record(v.string(), v.unknown())),
  /** Answers given through the links of alert e-mails. */
  respuestasAlertas: v.array(v.object({ alerta: v.string(), tipo: v.picklist(['VOTACION', 'ESTIMULO']), respuesta: v.string(), respondida: v.string() })),
  /** Companies the candidate left their CV with (DEJAR_CV). */
  cvDejados: v.array(v.object({ empresa: v.string(), dejado: v.string() })),
  /** Fairs the candidate pre-registered for. */
  ferias: v.array(v.object({ feria: v.string(), preinscrito: v.string() })),
  /** Full salary reports the candidate asked for (INFORME_SUELDO). */
  informesSueldo: v.array(v.object({ cargo: v.string(), portal: v.string(), pedido: v.string() })),
  /** Areas and regions the candidate prefers (recommended offers). */
  preferencias: v.array(v.object({ area: v.string(), region: v.string() })),
  consentimientos: v.array(v.object({ version: v.string(), aceptado: v.string() })),
  /** The premium plan (SUSCRIPCION_PREMIUM) and its dates; null for an account that never subscribed. */
  planPremium: v.nullable(v.object({ plan: v.picklist(PLANES), desde: v.string(), hasta: v.nullable(v.string()) })),
});
export type ExportacionDatos = v.InferOutput<typeof ExportacionDatosSchema>;
