// News, newest first, a page at a time, optionally of one category (ListaNoticiasSchema of the contract).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

export const NOTICIAS_POR_PAGINA = 12;

export async function listaNoticias(k: Kysely<Database>, { pagina, categoria }: { pagina: number; categoria?: string }) {
  const base = k
    .selectFrom('noticia as n')
    .innerJoin('noticia_categoria as c', 'c.slug', 'n.categoria')
    .$if(categoria !== undefined, (q) => q.where('n.categoria', '=', categoria!));
  const [{ total }, filas] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(['n.id_noticia', 'n.titulo', 'n.slug', 'n.resumen', 'n.fecha_publicacion', 'n.url_imagen', 'c.slug as categoria_slug', 'c.nombre as categoria_nombre'])
      .orderBy('n.fecha_publicacion', 'desc')
      .orderBy('n.id_noticia', 'desc')
      .limit(NOTICIAS_POR_PAGINA)
      .offset((pagina - 1) * NOTICIAS_POR_PAGINA)
      .execute(),
  ]);
  return {
    noticias: filas.map((n) => ({
      idNoticia: n.id_noticia,
      titulo: n.titulo,
      slug: n.slug,
      resumen: n.resumen,
      fechaPublicacion: new Date(n.fecha_publicacion).toISOString(),
      urlImagen: n.url_imagen,
      categoria: { slug: n.categoria_slug, nombre: n.categoria_nombre },
    })),
    cantidadRegistros: Number(total),
    cantidadPaginas: Math.ceil(Number(total) / NOTICIAS_POR_PAGINA),
    paginaActual: pagina,
  };
}
