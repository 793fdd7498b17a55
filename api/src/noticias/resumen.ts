// A news item's summary (NoticiaResumenSchema of the contract): what the list shows of each item and an article
// of its related ones, read from the item joined to its category.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export const noticiasConCategoria = (k: Kysely<Database>) => k.selectFrom('noticia as n').innerJoin('noticia_categoria as c', 'c.slug', 'n.categoria');

export const COLUMNAS_RESUMEN = ['n.id_noticia', 'n.titulo', 'n.slug', 'n.resumen', 'n.fecha_publicacion', 'n.url_imagen', 'c.slug as categoria_slug', 'c.nombre as categoria_nombre'] as const;

interface FilaResumen {
  id_noticia: number;
  titulo: string;
  slug: string;
  resumen: string;
  fecha_publicacion: Date | string;
  url_imagen: string | null;
  categoria_slug: string;
  categoria_nombre: string;
}

export const resumenDe = (n: FilaResumen) => ({
  idNoticia: n.id_noticia,
  titulo: n.titulo,
  slug: n.slug,
  resumen: n.resumen,
  fechaPublicacion: new Date(n.fecha_publicacion).toISOString(),
  urlImagen: n.url_imagen,
  categoria: { slug: n.categoria_slug, nombre: n.categoria_nombre },
});
