import * as v from 'valibot';
import { PaginacionSchema } from './paginacion';

export const NoticiaResumenSchema = v.object({
  idNoticia: v.number(),
  titulo: v.string(),
  slug: v.string(),
  resumen: v.string(),
  /** ISO 8601 date-time */
  fechaPublicacion: v.string(),
  urlImagen: v.nullable(v.string()),
  categoria: v.object({ slug: v.string(), nombre: v.string() }),
});

/** Answer of GET /api/noticias. */
export const ListaNoticiasSchema = v.object({
  noticias: v.array(NoticiaResumenSchema),
  ...PaginacionSchema.entries,
});

export type NoticiaResumen = v.InferOutput<typeof NoticiaResumenSchema>;
export type ListaNoticias = v.InferOutput<typeof ListaNoticiasSchema>;

/** Answer of GET /api/noticias/{idNoticia}: the article, its body unsanitised (SafeHtml shows it). */
export const NoticiaSchema = v.object({
  ...NoticiaResumenSchema.entries,
  cuerpoHtml: v.string(),
  autor: v.string(),
  minutosLectura: v.number(),
  relacionadas: v.array(NoticiaResumenSchema),
});

export type Noticia = v.InferOutput<typeof NoticiaSchema>;
