// GET /api/noticias: news, newest first, 12 a page, optionally of one category.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Nullable, respuestas } from '../esquemas/comunes';
import { listaNoticias } from '../noticias/lista';

const Query = Type.Object({
  pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  categoria: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'Slug de la categoría' })),
});

const ListaNoticias = Type.Object({
  noticias: Type.Array(
    Type.Object({
      idNoticia: Type.Integer(),
      titulo: Type.String(),
      slug: Type.String(),
      resumen: Type.String(),
      fechaPublicacion: Type.String({ description: 'ISO 8601' }),
      urlImagen: Nullable(Type.String()),
      categoria: Type.Object({ slug: Type.String(), nombre: Type.String() }),
    }),
  ),
  cantidadRegistros: Type.Integer(),
  cantidadPaginas: Type.Integer(),
  paginaActual: Type.Integer(),
});

export const noticiasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/noticias',
    { schema: { tags: ['noticias'], querystring: Query, response: respuestas({ 200: ListaNoticias }, 400) } },
    (request) => listaNoticias(app.k, request.query),
  );
};
