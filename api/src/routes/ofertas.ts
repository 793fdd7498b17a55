// GET /api/ofertas/:idOferta: the full offer, expired ones included; `guardada` for the bearer's saved offers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enlaceHttp } from '@portal/shared/contract';
import { Type } from 'typebox';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import { candidatoOpcional, idsGuardadas } from '../ofertas/guardadas';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';

const Params = Type.Object({ idOferta: Type.Integer({ minimum: 1 }) });

export const ofertasRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);

  app.get('/api/ofertas/:idOferta', { schema: { tags: ['ofertas'], params: Params } }, async (request) => {
    const { idOferta } = request.params;
    const oferta = await ofertasConEmpresa(k)
      .select([
        'o.estado',
        'o.descripcion_html',
        'o.direccion',
        'o.codigo_postal',
        'o.anios_experiencia',
        'o.tiempo_contrato',
        'o.postulacion_valida_institucion',
        'o.link_postulacion_externo',
        'o.tipo_curriculum_aceptado',
      ])
      .where('o.id_oferta', '=', idOferta)
      .executeTakeFirst();
    if (!oferta) throw new ApiError(404, 'OFERTA_NO_ENCONTRADA', `La oferta ${idOferta} no existe o fue eliminada.`);

    const idCandidato = await candidatoOpcional(app, db, request);
    const [preguntas, documentos, instituciones, guardadas] = await Promise.all([
      k.selectFrom('oferta_pregunta').select(['id_pregunta as idPregunta', 'pregunta']).where('id_oferta', '=', idOferta).orderBy('id_pregunta').execute(),
      k.selectFrom('oferta_documento').select(['id_documento as idDocumento', 'nombre']).where('id_oferta', '=', idOferta).orderBy('id_documento').execute(),
      k
        .selectFrom('oferta_institucion as oi')
        .innerJoin('institucion as i', 'i.id_institucion', 'oi.id_institucion')
        .select(['i.id_institucion as idInstitucion', 'i.nombre'])
        .where('oi.id_oferta', '=', idOferta)
        .orderBy('i.id_institucion')
        .execute(),
      idsGuardadas(db, idCandidato, [idOferta]),
    ]);
    const resumen = aResumen(oferta, guardadas.has(idOferta));
    return {
      ...resumen,
      estadoOferta: oferta.estado,
      descripcionOferta: oferta.descripcion_html,
      fechaExpiracion: new Date(oferta.fecha_expiracion).toISOString(),
      ubicacion: {
        ...resumen.ubicacion,
        direccion: oferta.direccion,
        codigoPostal: oferta.codigo_postal,
        nombrePais: 'Chile',
      },
      aniosExperiencia: oferta.anios_experiencia,
      tiempoContrato: oferta.tiempo_contrato,
      preguntas,
      documentosRequeridos: documentos,
      instituciones,
      postulacionValidaInstitucion: oferta.postulacion_valida_institucion,
      linkPostulacionExterno: enlaceHttp(oferta.link_postulacion_externo),
      tipoCurriculumAceptado: oferta.tipo_curriculum_aceptado,
    };
  });
};
