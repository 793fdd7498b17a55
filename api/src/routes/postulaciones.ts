// POST /api/postulaciones (multipart: answers, required documents, CV) and
// GET /api/postulaciones/oferta/:idOferta (did the signed-in candidate apply?). Bearer required.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { createKysely } from '../db/kysely';
import { apiError } from '../errors';
import { Id, Nullable, respuestas } from '../esquemas/comunes';
import type { Almacen } from '../postulacion/almacen';
import { revisarArchivo } from '../postulacion/archivos';
import { estadoPostulacion } from '../postulacion/estado';
import { LIMITES_MULTIPART, leerFormulario } from '../postulacion/formulario';
import { exigirReglas } from '../postulacion/reglas';

const bearer = [{ bearer: [] }];
const Params = Type.Object({ idOferta: Id() });
const Postulacion = Type.Object({
  idPostulacion: Type.Integer(),
  idOferta: Type.Integer(),
  origen: Type.String(),
  fecha: Type.String({ description: 'ISO 8601' }),
});
const EstadoPostulacion = Type.Object({ postulado: Type.Boolean(), fecha: Nullable(Type.String()), tieneCurriculumPerfil: Type.Boolean() });
const respuestasPostulacion = respuestas({ 201: Postulacion }, 400, 401, 404, 409, 413, 422);

export const postulacionesRoutes: FastifyPluginAsyncTypebox<{ almacen: Almacen }> = async (app, { almacen }) => {
  await app.register(multipart, { limits: LIMITES_MULTIPART });

  const schema = { tags: ['postulaciones'], security: bearer, consumes: ['multipart/form-data'], response: respuestasPostulacion };
  app.post('/api/postulaciones', { schema, preHandler: app.autenticar }, async (request, reply) => {
    const { idCandidato } = request.candidato!;
    const formulario = await leerFormulario(request);
    const { curriculum, documentos } = await exigirReglas(app.k, idCandidato, formulario);
    const revisados = await Promise.all([...documentos.map((d) => d.archivo), ...(curriculum ? [curriculum] : [])].map(revisarArchivo));

    // Files first (storage is outside the transaction); their metadata rows go in with the application.
    const claves = await Promise.all(revisados.map((a) => almacen.guardar(a.bytes, a.extension)));
    const postulacion = await app.db.transaction(async (tx) => {
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
      if (!fila) throw apiError('YA_POSTULADO');
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

  app.get(
    '/api/postulaciones/oferta/:idOferta',
    { schema: { tags: ['postulaciones'], security: bearer, params: Params, response: respuestas({ 200: EstadoPostulacion }, 400, 401) }, preHandler: app.autenticar },
    (request) => estadoPostulacion(app.k, request.candidato!.idCandidato, request.params.idOferta),
  );
};
