// A CMS page of the seed (paginas.ts writes them; the help and legal texts are in files of their own).
export interface PaginaSemilla {
  idDominio: number | null;
  slug: string;
  titulo: string;
  descripcion: string;
  cuerpoHtml: string;
  /** When its text last changed (ISO); the day it is written when absent. */
  actualizada?: string;
  preguntas?: { seccion: string; pregunta: string; respuestaHtml: string }[];
}
