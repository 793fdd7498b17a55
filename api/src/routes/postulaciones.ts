// POST /api/postulaciones (multipart: answers, required documents, CV) and
// GET /api/postulaciones/oferta/:idOferta (did the signed-in candidate apply?). Bearer required.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { tokenDe, verificarSesion } from '../auth/sesiones';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import type { Almacen } from '../postulacion/almacen';
import { revisarArchivo } from '../postulacion/archivos';
import { LIMITES_MULTIPART, leerFormulario } from '../postulacion/formulario';
import { exigirReglas } from '../postulacion/reglas';

const bearer = [{ bearer: [] }];
const Params = Type.Object({ idOferta: Type.Integer({ minimum: 1 }) });

export const postulacionesRoutes: FastifyPluginAsyncTypebox<{ db: Db; almacen: Almacen }> = async (app, { db, almacen }) => {
  const k = createKysely(db);
  await app.register(multipart, { limits: LIMITES_MULTIPART });

  app.post('/api/postulaciones', { schema: { tags: ['postulaciones'], security: bearer, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const { idCandidato } = await verificarSesion(app, db, tokenDe(request));
    const formulario = await leerFormulario(request);
    const { curriculum, documentos } = await exigirReglas(k, idCandidato, formulario);
    const revisados = await Promise.all([...documentos.map((d) => d.archivo), ...(curriculum ? [curriculum] : [])].map(revisarArchivo));

    // Files first (storage is outside the transaction); their metadata rows go in with the application.
    const claves = await Promise.all(revisados.map((a) => almacen.guardar(a.bytes, a.extension)));
    const postulacion = await db.transaction(async (tx) => {
      const t = createKysely(tx);
      const ids = new Map<string, number>();
      for (const [i, archivo] of revisados.entries()) {
        const { id_archivo } = await t
          .insertInto('archivo')
          .values({ id_candidato: idCandidato, clave: claves[i]!, nombre_original: archivo.nombre, tipo_mime: archivo.tipoMime, bytes: archivo.bytes.length })
          .returning('id_archivo')
          .executeTakeFirstOrThrow();
        ids.set(archivo.campo, id_archivo);
      }
      const fila = await t
        .insertInto('postulacion')
        .values({
          id_candidato: idCandidato,
          id_oferta: formulario.idOferta,
          origen: formulario.origen,
          usar_curriculum_perfil: !curriculum,
          id_archivo_curriculum: ids.get('curriculum') ?? null,
        })
        .onConflict((oc) => oc.columns(['id_candidato', 'id_oferta']).doNothing())
        .returning(['id_postulacion', 'creada'])
        .executeTakeFirst();
      if (!fila) throw new ApiError(409, 'YA_POSTULADO', 'Ya postulaste a esta oferta.');
      if (formulario.respuestas.length) {
        await t
          .insertInto('postulacion_respuesta')
          .values(formulario.respuestas.map((r) => ({ id_postulacion: fila.id_postulacion, id_pregunta: r.idPregunta, respuesta: r.respuesta })))
          .execute();
      }
      for (const d of documentos) {
        await t
          .insertInto('postulacion_documento')
          .values({ id_postulacion: fila.id_postulacion, id_documento: d.idDocumento, id_archivo: ids.get(d.archivo.campo)! })
          .execute();
      }
      return fila;
    });
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
