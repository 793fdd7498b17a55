// The full offer (OfertaSchema of the contract), expired ones included; `guardada` for the candidate.
import { enlaceHttp } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { idsGuardadas } from './guardadas';
import { aResumen, ofertasConEmpresa } from './resumen';

/** The offer, or undefined when it does not exist. */
export async function detalleOferta(k: Kysely<Database>, idOferta: number, idCandidato: number | null) {
  const oferta = await ofertasConEmpresa(k)
    .select([
      'o.estado',
      'o.descripcion_html',
      'o.direccion',
      'o.codigo_postal',
      'o.anios_experiencia',
      'o.tiempo_contrato',
    ])
    .where('o.id_oferta', '=', idOferta)
    .executeTakeFirst();
  if (!oferta) return undefined;

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
    idsGuardadas(k, idCandidato, [idOferta]),
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
}

export async function existeOferta(k: Kysely<Database>, idOferta: number): Promise<boolean> {
  return Boolean(await k.selectFrom('oferta').select('id_oferta').where('id_oferta', '=', idOferta).executeTakeFirst());
}
