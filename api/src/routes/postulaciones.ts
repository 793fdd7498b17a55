// POST /api/postulaciones (multipart: answers, required documents, CV) and
// GET /api/postulaciones/oferta/:idOferta (did the signed-in candidate apply?). Bearer required.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { Id, respuestas } from '../esquemas/comunes';
import { EstadoPostulacion, Postulacion } from '../esquemas/postulacion';
import type { Almacen } from '../almacen/almacen';
import { estadoPostulacion } from '../postulacion/estado';
import { cerrarSiQuedaCuerpo } from '../red/cuerpo-sin-leer';
import { LIMITES_MULTIPART, leerFormulario } from '../postulacion/formulario';
import { portalDelCorreo } from '../correo/portal';
import { registrarPostulacion } from '../postulacion/registro';
import { archivosPedidos } from '../postulacion/reglas';

const bearer = [{ bearer: [] }];
const Params = Type.Object({ idOferta: Id() });
const respuestasPostulacion = respuestas({ 201: Postulacion }, 400, 401, 404, 409, 413, 422);

export const postulacionesRoutes: FastifyPluginAsyncTypebox<{ almacen: Almacen }> = async (app, { almacen }) => {
  // Files are counted as they stream (almacen/archivos.ts), which answers the Spanish 413 itself.
  await app.register(multipart, { limits: LIMITES_MULTIPART, throwFileSizeLimit: false });

  const description =
    'Fields idOferta, origen, respuestas (JSON), usarCurriculumPerfil, then the files (curriculum, documento_<idDocumento>). ' +
    'idOferta must come before the first file: each file is checked as it arrives and refused at once when the offer does not ask for it.';
  const schema = { summary: 'Postula a una oferta', operationId: 'postular', tags: ['postulaciones'], security: bearer, description, consumes: ['multipart/form-data'], response: respuestasPostulacion };
  app.post('/api/postulaciones', { schema, preHandler: app.autenticar }, async (request, reply) => {
    const { idCandidato } = request.candidato!;
    const formulario = await leerFormulario(request, almacen, (idOferta) => archivosPedidos(app.k, idOferta)).catch(cerrarSiQuedaCuerpo(request, reply));
    const portal = await portalDelCorreo(app.k, request);
    const postulacion = await registrarPostulacion(app.db, app.k, almacen, idCandidato, formulario, portal);
    return reply.status(201).send({
      idPostulacion: postulacion.id_postulacion,
      idOferta: formulario.idOferta,
      origen: formulario.origen,
      fecha: new Date(postulacion.creada).toISOString(),
    });
  });

  app.get(
    '/api/postulaciones/oferta/:idOferta',
    { schema: { summary: 'Si el candidato ya postuló a una oferta', operationId: 'obtenerEstadoPostulacion', tags: ['postulaciones'], security: bearer, params: Params, response: respuestas({ 200: EstadoPostulacion }, 400, 401) }, preHandler: app.autenticar },
    (request) => estadoPostulacion(app.k, request.candidato!.idCandidato, request.params.idOferta),
  );
};
