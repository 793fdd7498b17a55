// Basic data of the signed-in candidate (/datos-basicos, /actualiza-tus-datos) and the regions and comunas
// their form offers. Rules and queries in src/registro/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GENEROS } from '@portal/shared/contract';
import { Id, Nullable, SinCuerpo, respuestas } from '../esquemas/comunes';
import { DatosBasicos } from '../esquemas/datos-basicos';
import { confirmarDatosBasicos, datosBasicos, guardarDatosBasicos } from '../registro/datos-basicos';
import { regionesConComunas } from '../registro/regiones';

const Regiones = Type.Array(
  Type.Object({
    idRegion: Type.Integer(),
    nombre: Type.String(),
    comunas: Type.Array(Type.Object({ idComuna: Type.Integer(), nombre: Type.String() })),
  }),
);


const DatosBasicosBody = Type.Object({
  nombres: Type.String({ minLength: 1, maxLength: 100 }),
  apellidos: Type.String({ minLength: 1, maxLength: 100 }),
  // Checked in the domain module, with a Spanish message of its own.
  telefono: Type.String({ maxLength: 30, description: 'Solo números, 8 a 15 dígitos' }),
  idRegion: Id(),
  idComuna: Id(),
  fechaNacimiento: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, entre 15 y 100 años atrás' }),
  genero: Nullable(Type.Enum([...GENEROS])),
  nacionalidad: Type.String({ maxLength: 100 }),
});

const bearer = [{ bearer: [] }];

export const datosBasicosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/ubicaciones/regiones', { schema: { summary: 'Regiones de Chile con sus comunas', operationId: 'listarRegiones', tags: ['ubicaciones'], response: respuestas({ 200: Regiones }, 400) } }, async (_request, reply) => {
    // The list changes only with a migration.
    void reply.header('cache-control', 'public, max-age=3600');
    return regionesConComunas(app.k);
  });

  app.get(
    '/api/candidato/datos-basicos',
    { schema: { summary: 'Datos básicos del candidato', operationId: 'obtenerDatosBasicos', tags: ['candidato'], security: bearer, response: respuestas({ 200: DatosBasicos }, 401) }, preHandler: app.autenticar },
    async (request) => datosBasicos(app.k, request.candidato!.idCandidato),
  );

  app.put(
    '/api/candidato/datos-basicos',
    {
      schema: { summary: 'Guarda los datos básicos del candidato', operationId: 'guardarDatosBasicos', tags: ['candidato'], security: bearer, body: DatosBasicosBody, response: respuestas({ 200: DatosBasicos }, 400, 401) },
      preHandler: app.autenticar,
    },
    async (request) => guardarDatosBasicos(app.k, request.candidato!.idCandidato, request.body),
  );

  app.post(
    '/api/candidato/datos-basicos/confirmar',
    {
      schema: { summary: 'Confirma que los datos básicos siguen al día', operationId: 'confirmarDatosBasicos', tags: ['candidato'], security: bearer, response: respuestas({ 204: SinCuerpo('Datos confirmados') }, 401) },
      preHandler: app.autenticar,
    },
    async (request, reply) => {
      await confirmarDatosBasicos(app.k, request.candidato!.idCandidato);
      return reply.status(204).send();
    },
  );
};
