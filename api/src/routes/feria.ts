// Virtual fair: participating companies (filter by name and vacancies) and pavilions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, IdDominio, Nullable, respuestas } from '../esquemas/comunes';
import { empresasDeFeria, pabellonesDeFeria } from '../feria/empresas';

const EmpresasQuery = Type.Object({
  idDominio: Id('Portal de la feria'),
  busqueda: Type.Optional(Type.String({ maxLength: 100 })),
  vacantes: Type.Optional(Type.Boolean()),
});

const Pabellon = { llaveOpcionCategoria: Type.String(), nombreOpcionCategoria: Type.String() };

const EmpresasFeria = Type.Object({
  empresas: Type.Array(
    Type.Object({
      idEmpresa: Type.Integer(),
      nombreEmpresa: Type.String(),
      descripcion: Type.String(),
      urlLogo: Nullable(Type.String()),
      cantidadVacantes: Type.Integer(),
      pabellon: Type.Object(Pabellon),
      stand: Type.String(),
    }),
  ),
});

const OpcionesCategoria = Type.Object({ opcionesCategoria: Type.Array(Type.Object({ idOpcionCategoria: Type.Integer(), ...Pabellon })) });

export const feriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/feria/empresas-dominio',
    { schema: { tags: ['feria'], querystring: EmpresasQuery, response: respuestas({ 200: EmpresasFeria }, 400) } },
    async (request) => ({ empresas: await empresasDeFeria(app.k, request.query) }),
  );

  app.get(
    '/api/feria/pabellones',
    { schema: { tags: ['feria'], querystring: IdDominio, response: respuestas({ 200: OpcionesCategoria }, 400) } },
    async (request) => ({ opcionesCategoria: await pabellonesDeFeria(app.k, request.query.idDominio) }),
  );
};
