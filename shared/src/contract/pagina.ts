import * as v from 'valibot';

/** Answer of GET /api/paginas/{slug}: a CMS page of the portal. Its HTML is unsanitised (SafeHtml shows it). */
export const PaginaSchema = v.object({
  slug: v.string(),
  titulo: v.string(),
  descripcion: v.string(),
  html: v.string(),
  /** ISO 8601 date-time */
  actualizada: v.string(),
  secciones: v.array(
    v.object({
      titulo: v.string(),
      preguntas: v.array(v.object({ pregunta: v.string(), respuestaHtml: v.string() })),
    }),
  ),
});

export type Pagina = v.InferOutput<typeof PaginaSchema>;
