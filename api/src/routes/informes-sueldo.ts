// Salary reports (issue 15): GET /api/informes-sueldo/cargo/{cargo}?idDominio= the public summary of a
// position; GET /api/informes-sueldo/cargos?idDominio= the consulted positions that portal has salaries for; POST /api/informes-sueldo (bearer) the candidate asks for the full report (INFORME_SUELDO);
// GET /api/informes-sueldo/mis-informes and /api/informes-sueldo/{idInforme} (bearer, the owner's only).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CARGOS_CONSULTADOS } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';
import { CacheTtl } from '../cache-ttl';
import { apiError } from '../errors';
import { Id, IdDominio, Nullable, respuestas } from '../esquemas/comunes';
import { informeCompleto, informeDelCandidato, misInformes, pedirInforme } from '../informes-sueldo/informes';
import { resumenDe, sueldosDelCargo } from '../informes-sueldo/resumen';

const bearer = [{ bearer: [] }];
const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80, description: 'El cargo en palabras con guiones (desarrollador-full-stack)' });
const Rango = Type.Object({ cantidad: Type.Integer(), p25: Type.Integer(), mediana: Type.Integer(), p75: Type.Integer() });
const Grupo = Type.Object({ clave: Type.String(), nombre: Type.String(), rango: Nullable(Rango) });
const Resumen = Type.Object({
  cargo: Type.String(),
  slug: Type.String(),
  general: Nullable(Rango),
  distribucion: Type.Array(Type.Object({ desde: Type.Integer(), hasta: Type.Integer(), cantidad: Type.Integer() })),
  porRegion: Type.Array(Grupo),
  porExperiencia: Type.Array(Grupo),
  actualizado: Type.String({ description: 'ISO 8601' }),
});
const Informe = Type.Object({
  idInforme: Type.Integer(),
  pedido: Type.String({ description: 'ISO 8601' }),
  resumen: Resumen,
  porJornada: Type.Array(Grupo),
  pretension: Nullable(Type.Object({ monto: Type.Integer(), porcentajeBajo: Type.Integer({ minimum: 0, maximum: 100 }) })),
});
const MisInformes = Type.Object({
  informes: Type.Array(Type.Object({ idInforme: Type.Integer(), cargo: Type.String(), slug: Type.String(), pedido: Type.String({ description: 'ISO 8601' }) })),
});

const CargosConSueldo = Type.Object({ cargos: Type.Array(Type.Object({ nombre: Type.String(), slug: Type.String() })) });

export const informesSueldoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A portal's list changes as offers come and go; ten minutes of it is fresh enough for a list of links.
  const cargosPorPortal = new CacheTtl<{ nombre: string; slug: string }[]>(10 * 60_000, 100);

  app.get(
    '/api/informes-sueldo/cargo/:cargo',
    { config: { compartida: true }, schema: { summary: 'Resumen público de sueldos de un cargo', operationId: 'obtenerResumenSueldo', tags: ['informes-sueldo'], params: Type.Object({ cargo: Slug }), querystring: IdDominio, response: respuestas({ 200: Resumen }, 400, 404) }, preHandler: app.conPortal },
    async (request) => {
      const { cargo } = request.params;
      const sueldos = await sueldosDelCargo(app.k, request.portal!, cargo);
      if (!sueldos.length) throw apiError('CARGO_SIN_SUELDOS');
      return resumenDe(sueldos, cargo);
    },
  );

  // The list the teaser links to: only positions whose report opens on this portal (each portal filters its own offers).
  app.get(
    '/api/informes-sueldo/cargos',
    { config: { compartida: true }, schema: { summary: 'Cargos con resumen de sueldos en el portal', operationId: 'listarCargosConSueldo', tags: ['informes-sueldo'], querystring: IdDominio, response: respuestas({ 200: CargosConSueldo }, 400, 404) }, preHandler: app.conPortal },
    async (request) => {
      const delPortal = request.portal!;
      const cargos = await cargosPorPortal.obtener(String(delPortal.idDominio), async () => {
        const conSueldos = await Promise.all(CARGOS_CONSULTADOS.map(async (nombre) => ((await sueldosDelCargo(app.k, delPortal, slugify(nombre))).length ? nombre : null)));
        return conSueldos.filter((nombre) => nombre !== null).map((nombre) => ({ nombre, slug: slugify(nombre) }));
      });
      return { cargos };
    },
  );

  app.post(
    '/api/informes-sueldo',
    {
      schema: {
        summary: 'Pide el informe completo de sueldos de un cargo',
        operationId: 'pedirInformeSueldo',
        tags: ['informes-sueldo'],
        security: bearer,
        body: Type.Object({ cargo: Slug, idDominio: Id('Portal (dominio.id_dominio)') }),
        response: respuestas({ 201: Type.Object({ idInforme: Type.Integer() }) }, 400, 401, 404),
      },
      preHandler: [app.autenticar, app.conPortal],
    },
    async (request, reply) => {
      const { cargo, idDominio } = request.body;
      const sueldos = await sueldosDelCargo(app.k, request.portal!, cargo);
      if (!sueldos.length) throw apiError('CARGO_SIN_SUELDOS');
      const idInforme = await pedirInforme(app.k, request.candidato!.idCandidato, idDominio, cargo, resumenDe(sueldos, cargo).cargo);
      return reply.code(201).send({ idInforme });
    },
  );

  app.get(
    '/api/informes-sueldo/mis-informes',
    { schema: { summary: 'Informes de sueldo que pidió el candidato', operationId: 'listarMisInformesSueldo', tags: ['informes-sueldo'], security: bearer, response: respuestas({ 200: MisInformes }, 401) }, preHandler: app.autenticar },
    (request) => misInformes(app.k, request.candidato!.idCandidato),
  );

  app.get(
    '/api/informes-sueldo/:idInforme',
    { schema: { summary: 'Un informe de sueldo del candidato', operationId: 'obtenerInformeSueldo', tags: ['informes-sueldo'], security: bearer, params: Type.Object({ idInforme: Id() }), response: respuestas({ 200: Informe }, 400, 401, 404) }, preHandler: app.autenticar },
    async (request) => {
      const informe = await informeDelCandidato(app.k, request.candidato!.idCandidato, request.params.idInforme);
      if (!informe) throw apiError('INFORME_NO_ENCONTRADO');
      return informeCompleto(app.k, await app.portales.existente(informe.id_dominio), informe);
    },
  );
};
