import * as v from 'valibot';
import { PaginacionSchema } from './paginacion';

export const TIPOS_EVENTO = ['FERIA_LABORAL', 'TALLER', 'WEBINAR', 'CHARLA'] as const;
export const MODALIDADES_EVENTO = ['PRESENCIAL', 'ONLINE'] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];
export type ModalidadEvento = (typeof MODALIDADES_EVENTO)[number];

export const EventoResumenSchema = v.object({
  idEvento: v.number(),
  titulo: v.string(),
  slug: v.string(),
  tipo: v.picklist(TIPOS_EVENTO),
  resumen: v.string(),
  modalidad: v.picklist(MODALIDADES_EVENTO),
  /** ISO 8601 instants; the pages show them in Chile's time. */
  inicio: v.string(),
  termino: v.string(),
  /** The comuna and region of an in-person event; null online. */
  comuna: v.nullable(v.object({ nombre: v.string(), region: v.string() })),
  organizador: v.string(),
  /** It ended before the api answered. */
  finalizado: v.boolean(),
});

/** Answer of GET /api/eventos: upcoming events first (soonest first), then past ones (latest first). */
export const ListaEventosSchema = v.object({
  eventos: v.array(EventoResumenSchema),
  ...PaginacionSchema.entries,
  /** Regions with in-person events of the portal, for the region filter. */
  regiones: v.array(v.object({ idRegion: v.number(), nombre: v.string() })),
});

/** Answer of GET /api/eventos/{idEvento}; its description unsanitised (the page sanitises it). */
export const EventoSchema = v.object({
  ...EventoResumenSchema.entries,
  descripcionHtml: v.string(),
  /** Venue and street address of an in-person event. */
  lugar: v.nullable(v.object({ nombre: v.string(), direccion: v.nullable(v.string()) })),
  urlOnline: v.nullable(v.string()),
  /** http or https only. */
  urlInscripcion: v.nullable(v.string()),
});

export type EventoResumen = v.InferOutput<typeof EventoResumenSchema>;
export type ListaEventos = v.InferOutput<typeof ListaEventosSchema>;
export type Evento = v.InferOutput<typeof EventoSchema>;
