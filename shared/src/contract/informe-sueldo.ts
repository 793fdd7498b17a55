import * as v from 'valibot';
import { SLUG_CARGO } from './slugs';

/** No figure is computed from fewer salaries (or applicants) than this: it could point at one offer or person. */
export const MINIMO_PARA_CIFRAS = 5;

/**
 * The positions `/informe-de-sueldo-teaser` links to, among those Chileans search for most. Each has a report
 * with figures on the demo seed (api/test/informes-sueldo.test.ts checks it).
 */
export const CARGOS_CONSULTADOS = [
  'Ejecutivo de Ventas', 'Guardia de Seguridad', 'Garzón', 'Cajero', 'Operario de Bodega', 'Técnico en Enfermería',
  'Enfermera Clínica', 'Desarrollador Full Stack', 'Conductor Clase A5',
] as const;


/** Median and quartiles of at least MINIMO_PARA_CIFRAS salaries, in CLP. */
export const RangoSueldoSchema = v.object({ cantidad: v.number(), p25: v.number(), mediana: v.number(), p75: v.number() });

/** One region, experience band or working-hours group; `rango` is null below MINIMO_PARA_CIFRAS salaries. */
export const GrupoSueldoSchema = v.object({ clave: v.string(), nombre: v.string(), rango: v.nullable(RangoSueldoSchema) });

/** Answer of GET /api/informes-sueldo/cargo/{cargo}: the public summary of a position's offered salaries. */
export const ResumenSueldoSchema = v.object({
  cargo: v.string(),
  slug: v.string(),
  /** Null below MINIMO_PARA_CIFRAS salaries: then every list is empty too. */
  general: v.nullable(RangoSueldoSchema),
  /** Offers per salary band [desde, hasta). */
  distribucion: v.array(v.object({ desde: v.number(), hasta: v.number(), cantidad: v.number() })),
  porRegion: v.array(GrupoSueldoSchema),
  porExperiencia: v.array(GrupoSueldoSchema),
  /** ISO 8601: when the figures were computed. */
  actualizado: v.string(),
});

/** Answer of GET /api/informes-sueldo/{idInforme}: the full report a candidate asked for. */
export const InformeSueldoSchema = v.object({
  idInforme: v.number(),
  /** ISO 8601: when the candidate asked for it (last time). */
  pedido: v.string(),
  resumen: ResumenSueldoSchema,
  porJornada: v.array(GrupoSueldoSchema),
  /** The CV's salary expectation and the share of offered salaries under it (0-100); null without either. */
  pretension: v.nullable(v.object({ monto: v.number(), porcentajeBajo: v.number() })),
});

/** Body of POST /api/informes-sueldo; its answer (201) is InformePedidoSchema. */
export const PedirInformeBodySchema = v.object({ cargo: v.pipe(v.string(), v.maxLength(80), v.regex(SLUG_CARGO)), idDominio: v.number() });
export const InformePedidoSchema = v.object({ idInforme: v.number() });

/** Answer of GET /api/informes-sueldo/mis-informes: the candidate's reports, the last asked for first. */
export const MisInformesSueldoSchema = v.object({
  informes: v.array(v.object({ idInforme: v.number(), cargo: v.string(), slug: v.string(), pedido: v.string() })),
});

export type RangoSueldo = v.InferOutput<typeof RangoSueldoSchema>;
export type GrupoSueldo = v.InferOutput<typeof GrupoSueldoSchema>;
export type ResumenSueldo = v.InferOutput<typeof ResumenSueldoSchema>;
export type InformeSueldo = v.InferOutput<typeof InformeSueldoSchema>;
export type PedirInformeBody = v.InferOutput<typeof PedirInformeBodySchema>;
export type MisInformesSueldo = v.InferOutput<typeof MisInformesSueldoSchema>;

/** GET /api/informes-sueldo/cargos?idDominio=: the consulted positions whose report this portal can show. */
export const CargosConSueldoSchema = v.object({ cargos: v.array(v.object({ nombre: v.string(), slug: v.string() })) });

export type CargosConSueldo = v.InferOutput<typeof CargosConSueldoSchema>;
