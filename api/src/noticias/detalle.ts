// One news item with its body and the related ones (NoticiaSchema of the contract).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { COLUMNAS_RESUMEN, noticiasConCategoria, resumenDe } from './resumen';

/** How many related items an article shows. */
export const NOTICIAS_RELACIONADAS = 3;
/** Words a minute of an adult reading Spanish on a screen, for the reading time. */
const PALABRAS_POR_MINUTO = 200;

export function minutosDeLectura(html: string): number {
  const palabras = html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(palabras / PALABRAS_POR_MINUTO));
}

export async function detalleNoticia(k: Kysely<Database>, idNoticia: number) {
  const noticia = await noticiasConCategoria(k)
    .select([...COLUMNAS_RESUMEN, 'n.cuerpo_html', 'n.autor'])
    .where('n.id_noticia', '=', idNoticia)
    .executeTakeFirst();
  if (!noticia) return null;
  // The newest others of its category, then the newest of any, so an article always has some.
  const relacionadas = await noticiasConCategoria(k)
    .select(COLUMNAS_RESUMEN)
    .where('n.id_noticia', '!=', idNoticia)
    .orderBy((eb) => eb.case().when('n.categoria', '=', noticia.categoria_slug).then(0).else(1).end())
    .orderBy('n.fecha_publicacion', 'desc')
    .orderBy('n.id_noticia', 'desc')
    .limit(NOTICIAS_RELACIONADAS)
    .execute();
  return {
    ...resumenDe(noticia),
    cuerpoHtml: noticia.cuerpo_html,
    autor: noticia.autor,
    minutosLectura: minutosDeLectura(noticia.cuerpo_html),
    relacionadas: relacionadas.map(resumenDe),
  };
}
