import {
  type BusquedaParams,
  DIAS_PUBLICACION,
  GRADOS_ESCOLARES,
  JORNADAS,
  OPERADORES_EXP,
  ORDENES,
  TIPOS_CURRICULUM,
  TIPOS_ORDEN,
  type FechaPublicacion,
} from '@portal/shared/contract';

/**
 * The results page state, kept in the query string so a search is shareable and back/forward restore it.
 * `parseEstadoBusqueda` never throws: a bad value is dropped and its default used.
 */
export interface EstadoBusqueda {
  palabraClave: string;
  pagina: number;
  orden: (typeof ORDENES)[number];
  tipoOrden: (typeof TIPOS_ORDEN)[number];
  idEmpresas: number[];
  /** true: only confidential offers; false: the portal default (non-confidential). */
  ofertaConfidencial: boolean;
  region: number[];
  comuna: number[];
  nombreTipoCargo: string[];
  nombreArea: string[];
  carreras: string[];
  fechaPublicacion: FechaPublicacion | null;
  jornadas: (typeof JORNADAS)[number][];
  operadorExp: (typeof OPERADORES_EXP)[number] | null;
  aniosExperiencia: number | null;
  aniosExpDesde: number | null;
  aniosExpHasta: number | null;
  gradoEscolar: (typeof GRADOS_ESCOLARES)[number] | null;
  esInclusivo: boolean;
  sueldoDesde: number | null;
  sueldoHasta: number | null;
  tipoCurriculumAceptado: (typeof TIPOS_CURRICULUM)[number] | null;
  idCategorias: number[];
}

/** The parameters of BusquedaParams that are not URL state: the portal, the route or the session give them. */
export const PARAMETROS_DE_CONTEXTO = ['idDominio', 'semilla', 'lat', 'lon', 'ubicacion', 'nombreRegion', 'idCanales'] as const;

type Igual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ParametroDelEstado = Exclude<keyof BusquedaParams, (typeof PARAMETROS_DE_CONTEXTO)[number]>;
/** EstadoBusqueda while it holds exactly the other parameters of BusquedaParams; `never` (a tsc error below) once they drift. */
type Completo<T> = Igual<keyof T, ParametroDelEstado> extends true ? T : never;

export const DEFAULT_SEARCH_STATE: Completo<EstadoBusqueda> = {
  palabraClave: '',
  pagina: 1,
  orden: 'FECHA_PUBLICACION',
  tipoOrden: 'DESC',
  idEmpresas: [],
  ofertaConfidencial: false,
  region: [],
  comuna: [],
  nombreTipoCargo: [],
  nombreArea: [],
  carreras: [],
  fechaPublicacion: null,
  jornadas: [],
  operadorExp: null,
  aniosExperiencia: null,
  aniosExpDesde: null,
  aniosExpHasta: null,
  gradoEscolar: null,
  esInclusivo: false,
  sueldoDesde: null,
  sueldoHasta: null,
  tipoCurriculumAceptado: null,
  idCategorias: [],
};

const FECHAS = Object.keys(DIAS_PUBLICACION) as FechaPublicacion[];

function integer(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

function list(value: string | null): string[] {
  const items = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  return [...new Set(items)];
}

const ids = (value: string | null) => list(value).filter((item) => /^[1-9]\d{0,8}$/.test(item)).map(Number);

/** The page of the results a URL shows (1 unless it names a valid one). */
export const paginaDe = (params: URLSearchParams): number => integer(params.get('pagina'), 1, 10_000) ?? 1;

/** The query string without its page: the same search whichever of its pages the URL shows. */
export function busquedaSinPagina(params: URLSearchParams): string {
  const copia = new URLSearchParams(params);
  copia.delete('pagina');
  return copia.toString();
}

export function parseEstadoBusqueda(params: URLSearchParams): EstadoBusqueda {
  const get = (name: string) => params.get(name);
  const anios = (name: string) => integer(get(name), 0, 60);
  const sueldo = (name: string) => integer(get(name), 0, 100_000_000);
  return {
    palabraClave: (get('palabraClave') ?? '').trim().slice(0, 200),
    pagina: paginaDe(params),
    orden: oneOf(ORDENES, get('orden')) ?? 'FECHA_PUBLICACION',
    tipoOrden: oneOf(TIPOS_ORDEN, get('tipoOrden')) ?? 'DESC',
    idEmpresas: ids(get('idEmpresas')),
    ofertaConfidencial: get('ofertaConfidencial') === 'true',
    region: ids(get('region')),
    comuna: ids(get('comuna')),
    nombreTipoCargo: list(get('nombreTipoCargo')),
    nombreArea: list(get('nombreArea')),
    carreras: list(get('carreras')),
    fechaPublicacion: oneOf(FECHAS, get('fechaPublicacion')),
    jornadas: list(get('jornadas')).flatMap((item) => oneOf(JORNADAS, item) ?? []),
    operadorExp: oneOf(OPERADORES_EXP, get('operadorExp')),
    aniosExperiencia: anios('aniosExperiencia'),
    aniosExpDesde: anios('aniosExpDesde'),
    aniosExpHasta: anios('aniosExpHasta'),
    gradoEscolar: oneOf(GRADOS_ESCOLARES, get('gradoEscolar')),
    esInclusivo: get('esInclusivo') === 'true',
    sueldoDesde: sueldo('sueldoDesde'),
    sueldoHasta: sueldo('sueldoHasta'),
    tipoCurriculumAceptado: oneOf(TIPOS_CURRICULUM, get('tipoCurriculumAceptado')),
    idCategorias: ids(get('idCategorias')),
  };
}

/** The query string of a state; defaults and empty filters are left out so URLs stay short. */
export function serializeSearchState(state: EstadoBusqueda): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_SEARCH_STATE) as (keyof EstadoBusqueda)[]) {
    const value = state[key];
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else if (value !== null && value !== '' && value !== false && value !== DEFAULT_SEARCH_STATE[key]) {
      params.set(key, String(value));
    }
  }
  return params;
}

/** The number of filters a visitor chose (keyword, page and order excluded), for the "Filtros" button. */
export function countFilters(state: EstadoBusqueda): number {
  const ignored = new Set<keyof EstadoBusqueda>(['palabraClave', 'pagina', 'orden', 'tipoOrden']);
  return [...serializeSearchState(state).keys()].filter((key) => !ignored.has(key as keyof EstadoBusqueda)).length;
}
