import * as v from 'valibot';
import type { BusquedaParams } from './busqueda';

/** Job alerts (issue 11, CREAR_ALERTA): a saved search e-mailed with its new offers daily or weekly. */
export const FRECUENCIAS_ALERTA = ['DIARIA', 'SEMANAL'] as const;
export type FrecuenciaAlerta = (typeof FRECUENCIAS_ALERTA)[number];
export const NOMBRE_FRECUENCIA: Record<FrecuenciaAlerta, string> = { DIARIA: 'Diaria', SEMANAL: 'Semanal' };
export const NOMBRE_ALERTA_MAX = 60;
export const MAX_ALERTAS = 20;

/** What a search keeps as an alert: its filters, not its page, order, position nor publication date. */
export type ParametrosAlerta = Omit<BusquedaParams, 'pagina' | 'orden' | 'tipoOrden' | 'semilla' | 'lat' | 'lon' | 'fechaPublicacion'>;
export const PARAMETROS_FUERA_DE_ALERTA = ['pagina', 'orden', 'tipoOrden', 'semilla', 'lat', 'lon', 'fechaPublicacion'] as const;

/** The Spanish problem of an alert's name, or null when it is fine (the dialog and the api say the same). */
export function problemaNombreAlerta(nombre: string): string | null {
  const limpio = nombre.trim();
  if (!limpio) return 'Ponle un nombre a tu alerta.';
  if (limpio.length > NOMBRE_ALERTA_MAX) return `El nombre puede tener hasta ${NOMBRE_ALERTA_MAX} caracteres.`;
  return null;
}

export const AlertaSchema = v.object({
  idAlerta: v.number(),
  nombre: v.string(),
  frecuencia: v.picklist(FRECUENCIAS_ALERTA),
  /** False while paused: no e-mails. */
  activa: v.boolean(),
  parametros: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  /** What it searches for, in words: «vendedor» en Región Metropolitana de Santiago, jornada completa. */
  descripcion: v.string(),
  /** ISO 8601. */
  creada: v.string(),
  ultimoEnvio: v.nullable(v.string()),
});
export type Alerta = v.InferOutput<typeof AlertaSchema>;

/** GET /api/alertas: the candidate's alerts, newest first. */
export const AlertasSchema = v.object({ alertas: v.array(AlertaSchema) });
export type Alertas = v.InferOutput<typeof AlertasSchema>;

/** Body of POST /api/alertas. */
export interface NuevaAlertaBody {
  nombre: string;
  frecuencia: FrecuenciaAlerta;
  parametros: ParametrosAlerta;
}

/** Body of PUT /api/alertas/{idAlerta}: rename, change the frequency, pause (activa false) or resume. */
export interface CambioAlertaBody {
  nombre: string;
  frecuencia: FrecuenciaAlerta;
  activa: boolean;
}

/** Answers of the links of an alert e-mail. */
export const VOTOS_ALERTA = ['SI', 'NO'] as const;
export type VotoAlerta = (typeof VOTOS_ALERTA)[number];
export const RESPUESTAS_ESTIMULO = ['SIGO_BUSCANDO', 'YA_ENCONTRE'] as const;
export type RespuestaEstimulo = (typeof RESPUESTAS_ESTIMULO)[number];

/** POST /api/correo/alerta-empleo/enlace: the alert an e-mail link is about, read with its token. */
export const EnlaceAlertaSchema = v.object({
  idAlerta: v.number(),
  nombre: v.string(),
  descripcion: v.string(),
  /** The link was already answered: a second answer is refused (RESPUESTA_DOBLE). */
  respondido: v.boolean(),
});
export type EnlaceAlerta = v.InferOutput<typeof EnlaceAlertaSchema>;
