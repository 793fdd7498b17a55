// GET /api/paginas/{slug}?idDominio=: a CMS page of the portal (/page/{slug}, the legal pages). The HTML is
// the operator's; the pages sanitise it before it reaches the DOM (@portal/shared/safe-html).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiError } from '../errors';
import { IdDominio, respuestas } from '../esquemas/comunes';
import { paginaDelPortal } from '../paginas/pagina';

const Params = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 80, description: 'Slug de la página' }) });

const Pagina = Type.Object({
  slug: Type.String(),
  titulo: Type.String(),
  descripcion: Type.String(),
  html: Type.String({ description: 'Cuerpo en HTML, sin sanear' }),
  actualizada: Type.String({ description: 'ISO 8601' }),
  secciones: Type.Array(
    Type.Object({
      titulo: Type.String(),
      preguntas: Type.Array(Type.Object({ pregunta: Type.String(), respuestaHtml: Type.String({ description: 'HTML, sin sanear' }) })),
    }),
    { description: 'Preguntas y respuestas agrupadas (centro de ayuda); vacío en las demás páginas' },
  ),
});

export const paginasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/paginas/:slug',
    { config: { compartida: true }, schema: { summary: 'Página de contenido del portal', operationId: 'obtenerPagina', tags: ['contenido'], params: Params, querystring: IdDominio, response: respuestas({ 200: Pagina }, 400, 404) } },
    async (request) => {
      const pagina = await paginaDelPortal(app.k, request.params.slug, request.query.idDominio);
      if (!pagina) throw apiError('PAGINA_NO_ENCONTRADA');
      return pagina;
    },
  );
};
