// GET /api/empresas: the companies with live offers on a portal (/empresas), searchable by name, paged.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listaEmpresas } from '../empresas/lista';
import { Id, Nullable, PAGINACION, respuestas } from '../esquemas/comunes';

const Query = Type.Object({
  idDominio: Id('Portal (dominio.id_dominio)'),
  busqueda: Type.Optional(Type.String({ maxLength: 100, description: 'Parte del nombre, sin importar tildes ni mayúsculas' })),
  pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
});

const ListaEmpresas = Type.Object({
  empresas: Type.Array(
    Type.Object({
      idEmpresa: Type.Integer(),
      nombre: Type.String(),
      urlLogo: Nullable(Type.String()),
      cantidadOfertas: Type.Integer({ description: 'Ofertas vigentes no confidenciales que el portal muestra' }),
    }),
  ),
  ...PAGINACION,
});

export const empresasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/empresas',
    { config: { compartida: true }, schema: { summary: 'Empresas con ofertas vigentes en el portal', operationId: 'listarEmpresas', tags: ['contenido'], querystring: Query, response: respuestas({ 200: ListaEmpresas }, 400, 404) }, preHandler: app.conPortal },
    (request) => listaEmpresas(app.k, request.portal!, request.query),
  );
};
