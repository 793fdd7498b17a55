// The candidate's applications (bearer, owner only): GET /api/mis-postulaciones (newest first, by status and
// text, paged), GET /api/mis-postulaciones/:idPostulacion, POST /api/mis-postulaciones/:idPostulacion/retiro.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ESTADOS_POSTULACION, FILTROS_ESTADO_POSTULACION, LARGO_MAXIMO_TEXTO_POSTULACIONES } from '@portal/shared/contract';
import { Type } from 'typebox';
import { Id, Nullable, PAGINACION, respuestas } from '../esquemas/comunes';
import { leerPostulacion, listarPostulaciones, retirarPostulacion } from '../postulacion/mis-postulaciones';

const bearer = [{ bearer: [] }];
const Estado = Type.Enum([...ESTADOS_POSTULACION]);
const PostulacionCandidato = Type.Object({
  idPostulacion: Type.Integer(),
  fecha: Type.String({ description: 'ISO 8601' }),
  estado: Estado,
  pasos: Type.Array(Type.Object({ estado: Estado, fecha: Type.String({ description: 'ISO 8601' }) }), {
    description: 'Postulación enviada, CV recibido, CV visto, CV en evaluación, Proceso finalizado: los alcanzados, en orden',
  }),
  retirada: Nullable(Type.String({ description: 'ISO 8601 del retiro' })),
  oferta: Type.Object({
    idOferta: Type.Integer(),
    nombreCargo: Type.String(),
    nombreEmpresaFantasia: Type.String({ description: '"Empresa confidencial" en una oferta confidencial' }),
    ubicacion: Type.Object({ nombreComuna: Type.String(), nombreRegion: Type.String() }),
    expirada: Type.Boolean(),
  }),
});
const MisPostulaciones = Type.Object({
  ...PAGINACION,
  postulaciones: Type.Array(PostulacionCandidato),
});
const Query = Type.Object(
  {
    estado: Type.Optional(Type.Enum([...FILTROS_ESTADO_POSTULACION], { description: 'Paso alcanzado (sin retirar), o RETIRADA' })),
    texto: Type.Optional(Type.String({ maxLength: LARGO_MAXIMO_TEXTO_POSTULACIONES, description: 'En el cargo o la empresa, sin distinguir tildes' })),
    pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  },
  { additionalProperties: false },
);
const Params = Type.Object({ idPostulacion: Id() });

export const misPostulacionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/mis-postulaciones',
    { schema: { summary: 'Postulaciones del candidato, por estado y texto', operationId: 'listarMisPostulaciones', tags: ['postulaciones'], security: bearer, querystring: Query, response: respuestas({ 200: MisPostulaciones }, 400, 401) }, preHandler: app.autenticar },
    (request) => {
      const { estado, texto, pagina } = request.query;
      return listarPostulaciones(app.k, request.candidato!.idCandidato, { estado, texto: texto?.trim() || undefined, pagina });
    },
  );

  app.get(
    '/api/mis-postulaciones/:idPostulacion',
    { schema: { summary: 'Una postulación del candidato', operationId: 'obtenerMiPostulacion', tags: ['postulaciones'], security: bearer, params: Params, response: respuestas({ 200: PostulacionCandidato }, 400, 401, 404) }, preHandler: app.autenticar },
    (request) => leerPostulacion(app.k, request.candidato!.idCandidato, request.params.idPostulacion),
  );

  app.post(
    '/api/mis-postulaciones/:idPostulacion/retiro',
    { schema: { summary: 'Retira una postulación', operationId: 'retirarPostulacion', tags: ['postulaciones'], security: bearer, params: Params, response: respuestas({ 200: PostulacionCandidato }, 400, 401, 404, 409) }, preHandler: app.autenticar },
    (request) => retirarPostulacion(app.k, request.candidato!.idCandidato, request.params.idPostulacion),
  );
};
