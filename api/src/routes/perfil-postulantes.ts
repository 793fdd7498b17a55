// GET /api/candidato/perfil-postulantes (bearer): how the candidate's profile compares with the other
// applicants of each offer they applied to, in bands, never below 5 applicants (/informes-perfil-postulantes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Nullable, respuestas } from '../esquemas/comunes';
import { perfilPostulantes } from '../perfil-postulantes/perfil-postulantes';

const Distribucion = Type.Array(
  Type.Object({ clave: Type.String(), nombre: Type.String(), porcentaje: Type.Integer({ minimum: 0, maximum: 100 }), tuyo: Type.Boolean({ description: 'La banda del candidato' }) }),
);
const PerfilPostulantes = Type.Object({
  ofertas: Type.Array(
    Type.Object({
      idOferta: Type.Integer(),
      nombreCargo: Type.String(),
      nombreEmpresaFantasia: Type.String(),
      fechaPostulacion: Type.String({ description: 'ISO 8601' }),
      postulantes: Nullable(Type.Integer()),
      comparacion: Nullable(Type.Object({ experiencia: Distribucion, educacion: Distribucion, pretension: Distribucion })),
    }),
  ),
});

export const perfilPostulantesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/candidato/perfil-postulantes',
    { schema: { summary: 'Cómo se compara el candidato con los demás postulantes', operationId: 'obtenerPerfilPostulantes', tags: ['candidato'], security: [{ bearer: [] }], response: respuestas({ 200: PerfilPostulantes }, 401) }, preHandler: app.autenticar },
    (request) => perfilPostulantes(app.k, request.candidato!.idCandidato),
  );
};
