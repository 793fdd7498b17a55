// The candidate's CV (issue 10, /mi-curriculum): profile, sections in the candidate's order, CV file,
// photo and completeness. The api validates the same limits with TypeBox, its tests parse every answer with
// these schemas, and the page and the PDF show the same Spanish labels.
import * as v from 'valibot';
import { FaltanteCurriculumSchema } from './faltante-curriculum';
import { GRADOS_ESCOLARES } from './busqueda';
import { JORNADAS } from './oferta';

/** Chilean driving licence classes (Ley de Tránsito): professional A1-A5, non-professional B, C, special D, E, F. */
export const LICENCIAS_CONDUCIR = ['A1', 'A2', 'A3', 'A4', 'A5', 'B', 'C', 'D', 'E', 'F'] as const;
export const DISPONIBILIDADES = ['INMEDIATA', 'QUINCE_DIAS', 'UN_MES', 'A_CONVENIR'] as const;
export const MODALIDADES = ['PRESENCIAL', 'HIBRIDA', 'REMOTA'] as const;
export const NIVELES_IDIOMA = ['BASICO', 'INTERMEDIO', 'AVANZADO', 'NATIVO'] as const;
export const ESTADOS_ESTUDIO = ['EN_CURSO', 'EGRESADO', 'TITULADO', 'INCOMPLETO'] as const;
export const IDIOMAS = [
  'Español', 'Inglés', 'Portugués', 'Francés', 'Alemán', 'Italiano', 'Chino mandarín', 'Japonés', 'Coreano',
  'Ruso', 'Árabe', 'Creole haitiano', 'Mapudungun', 'Quechua', 'Aymara', 'Rapa nui', 'Lengua de señas chilena',
] as const;
/** The CV's sections with an order, as they appear in the api's paths (`/api/curriculum/{seccion}`). */
export const SECCIONES_CURRICULUM = ['experiencias', 'estudios', 'idiomas', 'habilidades'] as const;
export type SeccionCurriculum = (typeof SECCIONES_CURRICULUM)[number];

export const LIMITES_CURRICULUM = {
  resumen: 2000,
  cargo: 100,
  empresa: 100,
  descripcion: 2000,
  institucion: 150,
  carrera: 150,
  habilidad: 60,
  /** CLP a month: from a part-time wage to a manager's, so a typo (an extra zero) is caught. */
  rentaMinima: 50_000,
  rentaMaxima: 50_000_000,
  items: { experiencias: 20, estudios: 10, idiomas: 10, habilidades: 30 } satisfies Record<SeccionCurriculum, number>,
} as const;

/** Largest CV photo the api keeps: the page sends a 400×400 JPEG of a few dozen KB. */
export const MAX_BYTES_FOTO = 1_000_000;

export const ETIQUETAS_DISPONIBILIDAD: Record<(typeof DISPONIBILIDADES)[number], string> = {
  INMEDIATA: 'Inmediata',
  QUINCE_DIAS: 'En 15 días',
  UN_MES: 'En un mes',
  A_CONVENIR: 'A convenir',
};
export const ETIQUETAS_JORNADA: Record<(typeof JORNADAS)[number], string> = {
  COMPLETA: 'Jornada completa',
  PARCIAL: 'Jornada parcial',
  TURNOS: 'Por turnos',
  FINES_DE_SEMANA: 'Fines de semana',
};
export const ETIQUETAS_MODALIDAD: Record<(typeof MODALIDADES)[number], string> = { PRESENCIAL: 'Presencial', HIBRIDA: 'Híbrida', REMOTA: 'Remota' };
export const ETIQUETAS_NIVEL_IDIOMA: Record<(typeof NIVELES_IDIOMA)[number], string> = {
  BASICO: 'Básico',
  INTERMEDIO: 'Intermedio',
  AVANZADO: 'Avanzado',
  NATIVO: 'Nativo',
};
export const ETIQUETAS_NIVEL_ESTUDIO: Record<(typeof GRADOS_ESCOLARES)[number], string> = {
  BASICA: 'Educación básica',
  MEDIA: 'Educación media',
  TECNICO: 'Técnico de nivel superior',
  UNIVERSITARIO: 'Universitario',
  POSTGRADO: 'Postgrado',
};
export const ETIQUETAS_ESTADO_ESTUDIO: Record<(typeof ESTADOS_ESTUDIO)[number], string> = {
  EN_CURSO: 'En curso',
  EGRESADO: 'Egresado',
  TITULADO: 'Titulado',
  INCOMPLETO: 'Incompleto',
};

/** A month as YYYY-MM (CVs give months, not days). */
export const PATRON_MES = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month as YYYY-MM (Chile's calendar). */
export function mesActual(hoy = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit' }).format(hoy);
}

/**
 * The Spanish problem of a period, or null: months well formed, start not in the future, end not before
 * the start, and end not in the future unless `terminoFuturo` (an expected graduation).
 */
export function problemaPeriodo(inicio: string, termino: string | null, { terminoFuturo = false, hoy = new Date() } = {}): string | null {
  const actual = mesActual(hoy);
  if (!PATRON_MES.test(inicio)) return 'Indica el mes y el año de inicio.';
  if (inicio > actual) return 'La fecha de inicio no puede estar en el futuro.';
  if (termino === null) return null;
  if (!PATRON_MES.test(termino)) return 'Indica el mes y el año de término.';
  if (termino < inicio) return 'La fecha de término no puede ser anterior a la de inicio.';
  if (!terminoFuturo && termino > actual) return 'La fecha de término no puede estar en el futuro.';
  return null;
}

const Mes = v.string();

export const PerfilCurriculumSchema = v.object({
  resumen: v.nullable(v.string()),
  cargoDeseado: v.nullable(v.string()),
  /** CLP a month (líquido). */
  pretensionRenta: v.nullable(v.number()),
  disponibilidad: v.nullable(v.picklist(DISPONIBILIDADES)),
  jornadas: v.array(v.picklist(JORNADAS)),
  modalidades: v.array(v.picklist(MODALIDADES)),
  licencias: v.array(v.picklist(LICENCIAS_CONDUCIR)),
});
export type PerfilCurriculum = v.InferOutput<typeof PerfilCurriculumSchema>;

export const ExperienciaSchema = v.object({
  idExperiencia: v.number(),
  cargo: v.string(),
  empresa: v.string(),
  inicio: Mes,
  /** null while the candidate still works there. */
  termino: v.nullable(Mes),
  descripcion: v.nullable(v.string()),
});
export type Experiencia = v.InferOutput<typeof ExperienciaSchema>;

export const EstudioSchema = v.object({
  idEstudio: v.number(),
  nivel: v.picklist(GRADOS_ESCOLARES),
  institucion: v.string(),
  carrera: v.nullable(v.string()),
  estado: v.picklist(ESTADOS_ESTUDIO),
  inicio: Mes,
  /** Graduation month; may be ahead (expected) while EN_CURSO. */
  termino: v.nullable(Mes),
});
export type Estudio = v.InferOutput<typeof EstudioSchema>;

export const IdiomaSchema = v.object({ idIdioma: v.number(), idioma: v.picklist(IDIOMAS), nivel: v.picklist(NIVELES_IDIOMA) });
export type Idioma = v.InferOutput<typeof IdiomaSchema>;

export const HabilidadSchema = v.object({ idHabilidad: v.number(), nombre: v.string() });
export type Habilidad = v.InferOutput<typeof HabilidadSchema>;

export const ArchivoCurriculumSchema = v.object({ nombre: v.string(), tipoMime: v.string(), bytes: v.number(), subido: v.string() });
export type ArchivoCurriculum = v.InferOutput<typeof ArchivoCurriculumSchema>;

export const CompletitudSchema = v.object({
  /** 0-100. */
  porcentaje: v.number(),
  /** What to add, most valuable first: the first one is the next step. */
  faltantes: v.array(FaltanteCurriculumSchema),
});
export type Completitud = v.InferOutput<typeof CompletitudSchema>;

/** GET /api/curriculum, and the answer of every change to it: the whole CV as saved. */
export const CurriculumSchema = v.object({
  /** The candidate's name (basic data), the CV's title. */
  nombre: v.string(),
  perfil: PerfilCurriculumSchema,
  experiencias: v.array(ExperienciaSchema),
  estudios: v.array(EstudioSchema),
  idiomas: v.array(IdiomaSchema),
  habilidades: v.array(HabilidadSchema),
  archivo: v.nullable(ArchivoCurriculumSchema),
  /** ISO date-time of the photo, null without one (its bytes: GET /api/curriculum/foto). */
  foto: v.nullable(v.object({ actualizada: v.string() })),
  /** ISO date-time of the last change, null for a CV never saved. */
  actualizado: v.nullable(v.string()),
  completitud: CompletitudSchema,
});
export type Curriculum = v.InferOutput<typeof CurriculumSchema>;

/** Bodies of PUT /api/curriculum/perfil and POST/PUT /api/curriculum/{seccion}[/{id}]. */
export type PerfilCurriculumBody = PerfilCurriculum;
export type ExperienciaBody = Omit<Experiencia, 'idExperiencia'>;
export type EstudioBody = Omit<Estudio, 'idEstudio'>;
export type IdiomaBody = Omit<Idioma, 'idIdioma'>;
export type HabilidadBody = Omit<Habilidad, 'idHabilidad'>;
export interface CuerposSeccion {
  experiencias: ExperienciaBody;
  estudios: EstudioBody;
  idiomas: IdiomaBody;
  habilidades: HabilidadBody;
}
/** Body of PUT /api/curriculum/{seccion}/orden: every id of the section, in the new order. */
export interface OrdenSeccionBody {
  ids: number[];
}

export { FaltanteCurriculumSchema };
