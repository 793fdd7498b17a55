// GET /api/noticias: news, newest first, 12 a page, optionally of one category.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';

export const NOTICIAS_POR_PAGINA = 12;

const Query = Type.Object({
  pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  categoria: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'Slug de la categoría' })),
});

export const noticiasRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);

  app.get('/api/noticias', { schema: { tags: ['noticias'], querystring: Query } }, async (request) => {
    const { pagina, categoria } = request.query;
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
  });
};
