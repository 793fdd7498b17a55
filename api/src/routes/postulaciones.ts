// POST /api/postulaciones (multipart: answers, required documents, CV) and
// GET /api/postulaciones/oferta/:idOferta (did the signed-in candidate apply?). Bearer required.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { tokenDe, verificarSesion } from '../auth/sesiones';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Almacen } from '../postulacion/almacen';
import { LIMITES_MULTIPART, leerFormulario } from '../postulacion/formulario';
import { registrarPostulacion } from '../postulacion/registro';
import { exigirReglas } from '../postulacion/reglas';

const bearer = [{ bearer: [] }];
const Params = Type.Object({ idOferta: Type.Integer({ minimum: 1 }) });

export const postulacionesRoutes: FastifyPluginAsyncTypebox<{ db: Db; almacen: Almacen }> = async (app, { db, almacen }) => {
  const k = createKysely(db);
  await app.register(multipart, { limits: LIMITES_MULTIPART });

  app.post('/api/postulaciones', { schema: { tags: ['postulaciones'], security: bearer, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const { idCandidato } = await verificarSesion(app, db, tokenDe(request));
    const formulario = await leerFormulario(request);
    const adjuntos = await exigirReglas(k, idCandidato, formulario);
    const postulacion = await registrarPostulacion(db, almacen, idCandidato, formulario, adjuntos);
    return reply.status(201).send({
      idPostulacion: postulacion.id_postulacion,
      idOferta: formulario.idOferta,
      origen: formulario.origen,
      fecha: new Date(postulacion.creada).toISOString(),
    });
  });

  app.get('/api/postulaciones/oferta/:idOferta', { schema: { tags: ['postulaciones'], security: bearer, params: Params } }, async (request) => {
    const { idCandidato } = await verificarSesion(app, db, tokenDe(request));
    const [postulacion, curriculum] = await Promise.all([
      k.selectFrom('postulacion').select('creada').where('id_candidato', '=', idCandidato).where('id_oferta', '=', request.params.idOferta).executeTakeFirst(),
      k.selectFrom('curriculum_perfil').select('id_candidato').where('id_candidato', '=', idCandidato).executeTakeFirst(),
    ]);
    return {
      postulado: Boolean(postulacion),
      fecha: postulacion ? new Date(postulacion.creada).toISOString() : null,
      tieneCurriculumPerfil: Boolean(curriculum),
    };
  });
};
