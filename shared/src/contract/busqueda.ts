import type { TIPOS_CURRICULUM } from './oferta';

export const ORDENES = ['RANKING', 'FECHA_PUBLICACION', 'ALEATORIO', 'GEOLOCALIZACION'] as const;
export const TIPOS_ORDEN = ['ASC', 'DESC'] as const;
export const REGISTROS_POR_PAGINA = 15;
/** The minimum schooling an offer asks for. */
export const GRADOS_ESCOLARES = ['BASICA', 'MEDIA', 'TECNICO', 'UNIVERSITARIO', 'POSTGRADO'] as const;
/** How aniosExperiencia / aniosExpDesde / aniosExpHasta compare with the years an offer asks for. */
export const OPERADORES_EXP = ['IGUAL', 'MAYOR_IGUAL', 'MENOR_IGUAL', 'ENTRE'] as const;
/** Published within the last N days; HOY = the last 24 hours. */
export const DIAS_PUBLICACION = { HOY: 1, ULTIMOS_3_DIAS: 3, ULTIMA_SEMANA: 7, ULTIMAS_2_SEMANAS: 14, ULTIMO_MES: 30 } as const;
export type FechaPublicacion = keyof typeof DIAS_PUBLICACION;

/**
 * Query of GET /api/searchjob (SPEC.md §3). Lists are comma-separated; filters combine with AND, the values
 * of one list with OR. Names (areas, job types, careers) are those of GET /api/busqueda/filtros.
 */
export interface BusquedaParams {
  idDominio: number;
  palabraClave?: string;
  /** 1-based; a page past the last answers 200 with no offers and the real counts. */
  pagina?: number;
  orden?: (typeof ORDENES)[number];
  /** DESC (default) = best first: highest rank, newest, nearest. ASC reverses it. */
  tipoOrden?: (typeof TIPOS_ORDEN)[number];
  /** ALEATORIO: keep one random integer per session so paging neither repeats nor skips; default changes daily. */
  semilla?: number;
  /** GEOLOCALIZACION (required with it): the visitor's position in degrees. */
  lat?: number;
  lon?: number;
  /** Comma-separated company ids; confidential offers never match. */
  idEmpresas?: string;
  /** Sent as false by CORPORATIVO and FERIA portals; SAAE and ALIANZA send idCanales instead. */
  ofertaConfidencial?: boolean;
  /** Free-text place, accent-insensitive: a comuna or region name ("nunoa", "Valparaíso"). */
  ubicacion?: string;
  /** Comma-separated idComuna / idRegion of GET /api/busqueda/filtros. */
  comuna?: string;
  region?: string;
  /** A region name or part of it, accent-insensitive ("Maule", "Region de Nuble"). */
  nombreRegion?: string;
  nombreTipoCargo?: string;
  nombreArea?: string;
  /** Offers asking for any of these careers. */
  carreras?: string;
  fechaPublicacion?: FechaPublicacion;
  /** Comma-separated values of JORNADAS. */
  jornadas?: string;
  /** Default IGUAL with aniosExperiencia, ENTRE with aniosExpDesde/aniosExpHasta (bounds inclusive). */
  operadorExp?: (typeof OPERADORES_EXP)[number];
  aniosExpDesde?: number;
  aniosExpHasta?: number;
  aniosExperiencia?: number;
  gradoEscolar?: (typeof GRADOS_ESCOLARES)[number];
  /** Inclusive offers (Ley 21.015). */
  esInclusivo?: boolean;
  /** CLP, visible salaries only: sueldoDesde ≤ sueldo < sueldoHasta, so a facet bucket can be sent as is. */
  sueldoDesde?: number;
  sueldoHasta?: number;
  tipoCurriculumAceptado?: (typeof TIPOS_CURRICULUM)[number];
  /** Comma-separated idCategoria (the idOpcionCategoria of /empleo-categoria/{id}-{slug}). */
  idCategorias?: string;
  /** Comma-separated channel ids. */
  idCanales?: string;
}

// Written out once more so the list exists at run time; a parameter missing here, or one that is not in
// BusquedaParams, fails tsc.
const PARAMETROS: Record<keyof BusquedaParams, true> = {
  idDominio: true,
  palabraClave: true,
  pagina: true,
  orden: true,
  tipoOrden: true,
  semilla: true,
  lat: true,
  lon: true,
  idEmpresas: true,
  ofertaConfidencial: true,
  ubicacion: true,
  comuna: true,
  region: true,
  nombreRegion: true,
  nombreTipoCargo: true,
  nombreArea: true,
  carreras: true,
  fechaPublicacion: true,
  jornadas: true,
  operadorExp: true,
  aniosExpDesde: true,
  aniosExpHasta: true,
  aniosExperiencia: true,
  gradoEscolar: true,
  esInclusivo: true,
  sueldoDesde: true,
  sueldoHasta: true,
  tipoCurriculumAceptado: true,
  idCategorias: true,
  idCanales: true,
};

/**
 * Every parameter of BusquedaParams. The api's query schema and the results page's URL state are checked
 * against the interface at compile time and against this list in their tests, so the three cannot drift.
 */
export const PARAMETROS_BUSQUEDA = Object.keys(PARAMETROS) as (keyof BusquedaParams)[];
