// Virtual fair (SPEC.md section 7): home, pavilions, companies (all, by pavilion, featured), a stand, and
// the candidate's pre-registration.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { portalDelCorreo } from '../correo/portal';
import { apiError } from '../errors';
import { Id, IdDominio, respuestas } from '../esquemas/comunes';
import { EmpresasFeria, EmpresasPabellon, HomeFeria, OpcionesCategoria, PreRegistro, PreRegistros, StandFeria } from '../esquemas/feria';
import { empresasDeFeria, empresasDestacadas, pabellonDeFeria, pabellonesDeFeria } from '../feria/empresas';
import { homeDeFeria } from '../feria/home';
import { preRegistrar, preRegistrosDe } from '../feria/pre-registro';
import { standDeFeria } from '../feria/stand';

const tags = ['feria'];
const bearer = [{ bearer: [] }];
const Busqueda = Type.Optional(Type.String({ maxLength: 100 }));
const Slug = (description: string) => Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 120, description });

const EmpresasQuery = Type.Object({ idDominio: Id('Portal de la feria'), busqueda: Busqueda, vacantes: Type.Optional(Type.Boolean()) });
const PabellonQuery = Type.Object({ idDominio: Id('Portal de la feria'), idPabellon: Id('idOpcionCategoria del pabellón'), busqueda: Busqueda });
const StandQuery = Type.Object({ idDominio: Id('Portal de la feria'), pabellon: Slug('llaveOpcionCategoria del pabellón'), stand: Slug('Slug del stand') });

export const feriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/feria/home',
    { config: { compartida: true }, schema: { summary: 'Portada de la feria laboral del portal', operationId: 'obtenerHomeFeria', tags, querystring: IdDominio, response: respuestas({ 200: HomeFeria }, 400, 404) } },
    async (request) => {
      const home = await homeDeFeria(app.k, request.query.idDominio, new Date());
      if (!home) throw apiError('FERIA_NO_ENCONTRADA');
      return home;
    },
  );

  app.get(
    '/api/feria/empresas-dominio',
    { config: { compartida: true }, schema: { summary: 'Empresas de la feria del portal', operationId: 'listarEmpresasFeria', tags, querystring: EmpresasQuery, response: respuestas({ 200: EmpresasFeria }, 400) } },
    async (request) => ({ empresas: await empresasDeFeria(app.k, request.query) }),
  );

  app.get(
    '/api/feria/empresas-pabellon',
    { config: { compartida: true }, schema: { summary: 'Empresas de un pabellón de la feria', operationId: 'listarEmpresasPabellon', tags, querystring: PabellonQuery, response: respuestas({ 200: EmpresasPabellon }, 400, 404) } },
    async (request) => {
      const { idDominio, idPabellon, busqueda } = request.query;
      const pabellon = await pabellonDeFeria(app.k, idDominio, idPabellon);
      if (!pabellon) throw apiError('PABELLON_NO_ENCONTRADO');
      return { pabellon, empresas: await empresasDeFeria(app.k, { idDominio, idPabellon, busqueda }) };
    },
  );

  app.get(
    '/api/feria/empresas-landing',
    { config: { compartida: true }, schema: { summary: 'Empresas destacadas de la feria', operationId: 'listarEmpresasDestacadasFeria', tags, querystring: IdDominio, response: respuestas({ 200: EmpresasFeria }, 400) } },
    async (request) => ({ empresas: await empresasDestacadas(app.k, request.query.idDominio) }),
  );

  app.get(
    '/api/feria/pabellones',
    { config: { compartida: true }, schema: { summary: 'Pabellones de la feria', operationId: 'listarPabellones', tags, querystring: IdDominio, response: respuestas({ 200: OpcionesCategoria }, 400) } },
    async (request) => ({ opcionesCategoria: await pabellonesDeFeria(app.k, request.query.idDominio) }),
  );

  app.get(
    '/api/feria/stand',
    { config: { compartida: true }, schema: { summary: 'Stand de una empresa en la feria', operationId: 'obtenerStand', tags, querystring: StandQuery, response: respuestas({ 200: StandFeria }, 400, 404) } },
    async (request) => {
      const stand = await standDeFeria(app.k, request.query);
      if (!stand) throw apiError('STAND_NO_ENCONTRADO');
      return stand;
    },
  );

  app.post(
    '/api/feria/pre-registro',
    {
      schema: { summary: 'Pre-registra al candidato en la feria del portal', operationId: 'preRegistrarEnFeria', tags, security: bearer, body: IdDominio, response: respuestas({ 200: PreRegistro, 201: PreRegistro }, 400, 401, 404, 409) },
      preHandler: app.autenticar,
    },
    async (request, reply) => {
      const portal = await portalDelCorreo(app.k, request);
      const { preRegistro, nuevo } = await preRegistrar(app.db, portal, request.candidato!.idCandidato, request.body.idDominio, new Date());
      return reply.code(nuevo ? 201 : 200).send(preRegistro);
    },
  );

  app.get(
    '/api/feria/pre-registros',
    { schema: { summary: 'Ferias en que el candidato se pre-registró', operationId: 'listarPreRegistros', tags, security: bearer, response: respuestas({ 200: PreRegistros }, 401) }, preHandler: app.autenticar },
    async (request) => ({ preRegistros: await preRegistrosDe(app.k, request.candidato!.idCandidato) }),
  );
};
