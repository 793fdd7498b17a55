// GET /api/noticias: news, newest first, 12 a page, optionally of one category; GET /api/noticias/{idNoticia}:
// one article with its author, reading time and related news.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiError } from '../errors';
import { Id, Nullable, PAGINACION, respuestas } from '../esquemas/comunes';
import { detalleNoticia } from '../noticias/detalle';
import { listaNoticias } from '../noticias/lista';

const Query = Type.Object({
  pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  categoria: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'Slug de la categoría' })),
});

const NoticiaResumen = Type.Object({
  idNoticia: Type.Integer(),
  titulo: Type.String(),
  slug: Type.String(),
  resumen: Type.String(),
  fechaPublicacion: Type.String({ description: 'ISO 8601' }),
  urlImagen: Nullable(Type.String()),
  categoria: Type.Object({ slug: Type.String(), nombre: Type.String() }),
});

const Noticia = Type.Object({
  ...NoticiaResumen.properties,
  cuerpoHtml: Type.String({ description: 'HTML, sin sanear' }),
  autor: Type.String(),
  minutosLectura: Type.Integer({ minimum: 1 }),
  relacionadas: Type.Array(NoticiaResumen, { description: 'Las más recientes de su categoría, luego de las demás' }),
});

const ListaNoticias = Type.Object({
  noticias: Type.Array(NoticiaResumen),
  ...PAGINACION,
});

export const noticiasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/noticias',
    { config: { compartida: true }, schema: { summary: 'Noticias publicadas, por página', operationId: 'listarNoticias', tags: ['noticias'], querystring: Query, response: respuestas({ 200: ListaNoticias }, 400) } },
    (request) => listaNoticias(app.k, request.query),
  );

  app.get(
    '/api/noticias/:idNoticia',
    { config: { compartida: true }, schema: { summary: 'Una noticia', operationId: 'obtenerNoticia', tags: ['noticias'], params: Type.Object({ idNoticia: Id() }), response: respuestas({ 200: Noticia }, 400, 404) } },
    async (request) => {
      const noticia = await detalleNoticia(app.k, request.params.idNoticia);
      if (!noticia) throw apiError('NOTICIA_NO_ENCONTRADA');
      return noticia;
    },
  );
};
