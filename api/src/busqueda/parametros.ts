// Query string of GET /api/searchjob (SPEC §3 "Search parameters"): TypeBox validates and coerces it, and
// `validarCombinaciones` checks what one field cannot (lat/lon with GEOLOCALIZACION, ranges, list values).
import { Type, type Static, type TSchema } from 'typebox';
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
import { apiError } from '../errors';
import { Id } from '../esquemas/comunes';
import { tsqueryDeUnidad, unidadesDe } from './palabra-clave';

const listaIds = (description: string) =>
  Type.Optional(Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,49}$', description: `${description} separados por coma` }));
const listaNombres = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 500, description }));
const anios = Type.Optional(Type.Integer({ minimum: 0, maximum: 60 }));
const pesos = Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 }));

// `satisfies` makes tsc fail when a parameter is added to or dropped from the contract's BusquedaParams
// and not here (or the other way round); the type ParametrosBusqueda below checks each one's type.
const parametros = {
  idDominio: Id('Portal (dominio.id_dominio)'),
  palabraClave: Type.Optional(Type.String({ maxLength: 200 })),
  pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  orden: Type.Enum([...ORDENES], { default: 'FECHA_PUBLICACION' }),
  tipoOrden: Type.Enum([...TIPOS_ORDEN], {
    default: 'DESC',
    description: 'DESC: primero lo mejor (más relevante, más reciente, más cercano); ASC lo invierte',
  }),
  semilla: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Orden ALEATORIO: el cliente la guarda por sesión; por defecto, una por día' }),
  ),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  idEmpresas: listaIds('Ids de empresa'),
  ofertaConfidencial: Type.Optional(Type.Boolean()),
  ubicacion: Type.Optional(Type.String({ maxLength: 100, description: 'Lugar en texto libre: comuna o región' })),
  comuna: listaIds('Ids de comuna'),
  region: listaIds('Ids de región'),
  nombreRegion: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  nombreTipoCargo: listaNombres('Tipos de cargo separados por coma'),
  nombreArea: listaNombres('Áreas separadas por coma'),
  carreras: listaNombres('Carreras separadas por coma: ofertas que piden alguna de ellas'),
  fechaPublicacion: Type.Optional(Type.Enum(Object.keys(DIAS_PUBLICACION) as FechaPublicacion[])),
  jornadas: listaNombres(`Jornadas separadas por coma: ${JORNADAS.join(', ')}`),
  operadorExp: Type.Optional(Type.Enum([...OPERADORES_EXP])),
  aniosExpDesde: anios,
  aniosExpHasta: anios,
  aniosExperiencia: anios,
  gradoEscolar: Type.Optional(Type.Enum([...GRADOS_ESCOLARES])),
  esInclusivo: Type.Optional(Type.Boolean({ description: 'Ofertas inclusivas (Ley 21.015)' })),
  sueldoDesde: pesos,
  sueldoHasta: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'Exclusivo, como los tramos de la faceta' })),
  tipoCurriculumAceptado: Type.Optional(Type.Enum([...TIPOS_CURRICULUM])),
  idCategorias: listaIds('Ids de categoría'),
  idCanales: listaIds('Ids de canal'),
} satisfies Record<keyof BusquedaParams, TSchema>;

export const ParametrosBusqueda = Type.Object(parametros);

type Igual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Definidos<T> = { [K in keyof T]-?: NonNullable<T[K]> };
type Validados = Static<typeof ParametrosBusqueda>;

/** The validated query; `never` (and tsc errors wherever it is used) once a parameter's type differs from BusquedaParams. */
export type ParametrosBusqueda = Igual<Definidos<Validados>, Definidos<BusquedaParams>> extends true ? Validados : never;

const invalido = (mensaje: string) => apiError('VALIDACION', mensaje);

export function ids(lista: string | undefined): number[] | undefined {
  return lista?.split(',').map(Number);
}

export function nombres(lista: string | undefined): string[] | undefined {
  const valores = lista?.split(',').map((valor) => valor.trim()).filter(Boolean);
  return valores?.length ? valores : undefined;
}

export interface Experiencia {
  desde?: number;
  hasta?: number;
}

/** The offer's required years as a closed range; IGUAL is the default with aniosExperiencia, ENTRE with desde/hasta. */
function experiencia(p: ParametrosBusqueda): Experiencia | undefined {
  const { aniosExperiencia: n, aniosExpDesde: desde, aniosExpHasta: hasta } = p;
  const operador = p.operadorExp ?? (n !== undefined ? 'IGUAL' : desde !== undefined || hasta !== undefined ? 'ENTRE' : undefined);
  if (!operador) return undefined;
  if (operador === 'ENTRE') {
    if (desde === undefined && hasta === undefined) throw invalido('Con operadorExp=ENTRE indica «aniosExpDesde», «aniosExpHasta» o ambos.');
    if (desde !== undefined && hasta !== undefined && desde > hasta) throw invalido('«aniosExpDesde» no puede ser mayor que «aniosExpHasta».');
    return { desde, hasta };
  }
  if (n === undefined) throw invalido(`Con operadorExp=${operador} indica «aniosExperiencia».`);
  return operador === 'IGUAL' ? { desde: n, hasta: n } : operador === 'MAYOR_IGUAL' ? { desde: n } : { hasta: n };
}

export interface Criterios {
  listaJornadas?: (typeof JORNADAS)[number][];
  experiencia?: Experiencia;
}

/** Checks across fields; answers 400 with a Spanish message like the schema's own errors. */
export function validarCombinaciones(p: ParametrosBusqueda): Criterios {
  if (p.orden === 'GEOLOCALIZACION' && (p.lat === undefined || p.lon === undefined)) {
    throw invalido('Con orden=GEOLOCALIZACION indica tu posición en «lat» y «lon».');
  }
  if (p.sueldoDesde !== undefined && p.sueldoHasta !== undefined && p.sueldoDesde >= p.sueldoHasta) {
    throw invalido('«sueldoDesde» debe ser menor que «sueldoHasta».');
  }
  const jornadas = nombres(p.jornadas);
  const desconocida = jornadas?.find((jornada) => !(JORNADAS as readonly string[]).includes(jornada));
  if (desconocida) throw invalido(`El parámetro «jornadas» admite, separados por coma: ${JORNADAS.join(', ')} (no «${desconocida}»).`);
  return { listaJornadas: jornadas as Criterios['listaJornadas'], experiencia: experiencia(p) };
}

/**
 * Prefix query over the `es` configuration for SQL searches: every unit of the keyword (palabra-clave.ts)
 * must match, a word as the start of a word of the offer, so "desarrolladora" (stem desarroll) finds
 * "Desarrollador" and a half-typed "enferm" finds "Enfermería"; a unit with synonyms matches any of them.
 * `operador` '|' asks for any unit instead (recommendations, a partial match); `pesos` restricts every term
 * to those weights of the document.
 */
export function tsqueryPrefijo(palabraClave: string | undefined, operador: '&' | '|' = '&', pesos = ''): string | null {
  const unidades = unidadesDe(palabraClave);
  return unidades.length ? unidades.map((unidad) => tsqueryDeUnidad(unidad, pesos)).join(` ${operador} `) : null;
}

/** The prefix query over offer titles only (weight A of `busqueda_titulo`): recommendations, salary reports. */
export function tsqueryEnTitulo(texto: string | null, operador: '&' | '|' = '&'): string | null {
  return tsqueryPrefijo(texto ?? undefined, operador, 'A');
}
