// The schemas of an offer as the api serves it, apart from the offer's constants (oferta.ts): a first view uses
// those, and these come with the first answer to validate (shared/src/api/esquema-al-usar.ts, issue 27).
import * as v from 'valibot';
import { LogoDibujadoSchema } from './logo';
import { enlaceHttp, ESTADOS_OFERTA, JORNADAS, TIPOS_CURRICULUM } from './oferta';

const UbicacionResumenSchema = v.object({
  nombreComuna: v.string(),
  nombreRegion: v.string(),
});

/** An offer as listed in search results. `sueldo` is null whenever `mostrarSueldo` is false. */
export const OfertaResumenSchema = v.object({
  idOferta: v.number(),
  idEmpresa: v.number(),
  nombreCargo: v.string(),
  nombreEmpresaFantasia: v.string(),
  urlLogo: v.nullable(v.string()),
  /** Set when urlLogo is the api's drawn logo: what the page needs to draw it without the image. */
  logoDibujado: v.nullable(LogoDibujadoSchema),
  ubicacion: UbicacionResumenSchema,
  nombreArea: v.string(),
  nombreTipoCargo: v.string(),
  jornada: v.picklist(JORNADAS),
  /** yyyy-mm-dd */
  fechaPublicacionFormatoIngles: v.string(),
  /** yyyy-mm-dd */
  fechaExpiracionFormatoIngles: v.string(),
  mostrarSueldo: v.boolean(),
  sueldo: v.nullable(v.number()),
  nombreMoneda: v.string(),
  /** Plain-text start of the description, for the result card. */
  extracto: v.string(),
  guardada: v.boolean(),
  /** The offer takes a one-tap application with the portal's CV (admitePostulacionRapida). */
  postulacionRapida: v.boolean(),
  /** On search results for a signed-in candidate: whether they already applied. */
  postulada: v.optional(v.boolean()),
  /**
   * With a keyword: the title and an extract of the description with the matches inside <mark>…</mark>.
   * Everything else is HTML-escaped by the api; render as HTML (sanitised) or strip the tags.
   */
  nombreCargoDestacado: v.optional(v.string()),
  extractoDestacado: v.optional(v.string()),
  /** With orden=GEOLOCALIZACION: kilometres from the visitor to the offer's comuna, rounded. */
  distanciaKm: v.optional(v.number()),
});

export const PreguntaSchema = v.object({ idPregunta: v.number(), pregunta: v.string() });
export const DocumentoRequeridoSchema = v.object({ idDocumento: v.number(), nombre: v.string() });
export const InstitucionSchema = v.object({ idInstitucion: v.number(), nombre: v.string() });

/** The full offer (SPEC.md section 3). `descripcionOferta` is HTML: sanitise before showing it. */
export const OfertaSchema = v.object({
  ...OfertaResumenSchema.entries,
  estadoOferta: v.picklist(ESTADOS_OFERTA),
  descripcionOferta: v.string(),
  /** ISO 8601 date-time */
  fechaExpiracion: v.string(),
  ubicacion: v.object({
    direccion: v.nullable(v.string()),
    nombreComuna: v.string(),
    nombreRegion: v.string(),
    codigoPostal: v.nullable(v.string()),
    nombrePais: v.string(),
  }),
  aniosExperiencia: v.number(),
  tiempoContrato: v.nullable(v.string()),
  preguntas: v.array(PreguntaSchema),
  documentosRequeridos: v.array(DocumentoRequeridoSchema),
  instituciones: v.array(InstitucionSchema),
  postulacionValidaInstitucion: v.boolean(),
  linkPostulacionExterno: v.pipe(v.nullable(v.string()), v.transform(enlaceHttp)),
  tipoCurriculumAceptado: v.picklist(TIPOS_CURRICULUM),
});

export type OfertaResumen = v.InferOutput<typeof OfertaResumenSchema>;
export type Oferta = v.InferOutput<typeof OfertaSchema>;
