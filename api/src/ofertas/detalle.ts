// The full offer (OfertaSchema of the contract), expired ones included; `guardada` for the candidate.
import { enlaceHttp } from '@portal/shared/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables';
import { idsGuardadas } from './guardadas';
import { aResumen, ofertasConEmpresa } from './resumen';

/** A JSON array of the offer's rows of a list, in id order ([] when it has none): part of the offer's one query. */
const lista = <T>(filas: RawBuilder<unknown>) => sql<T[]>`COALESCE((${filas}), '[]'::json)`;

/**
 * The offer, or undefined when it does not exist. One query: its questions, documents and institutions come as
 * JSON arrays of the same row (four queries before, each a round trip and, on PGlite, a message to its thread).
 */
export async function detalleOferta(k: Kysely<Database>, idOferta: number, idCandidato: number | null) {
  const [oferta, guardadas] = await Promise.all([
    ofertasConEmpresa(k)
      .select([
        'o.estado',
        'o.descripcion_html',
        'o.direccion',
        'o.codigo_postal',
        'o.anios_experiencia',
        'o.tiempo_contrato',
        lista<{ idPregunta: number; pregunta: string }>(
          sql`SELECT json_agg(json_build_object('idPregunta', p.id_pregunta, 'pregunta', p.pregunta) ORDER BY p.id_pregunta) FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta`,
        ).as('preguntas'),
        lista<{ idDocumento: number; nombre: string }>(
          sql`SELECT json_agg(json_build_object('idDocumento', d.id_documento, 'nombre', d.nombre) ORDER BY d.id_documento) FROM oferta_documento d WHERE d.id_oferta = o.id_oferta`,
        ).as('documentos'),
        lista<{ idInstitucion: number; nombre: string }>(
          sql`SELECT json_agg(json_build_object('idInstitucion', i.id_institucion, 'nombre', i.nombre) ORDER BY i.id_institucion) FROM oferta_institucion oi JOIN institucion i ON i.id_institucion = oi.id_institucion WHERE oi.id_oferta = o.id_oferta`,
        ).as('instituciones'),
      ])
      .where('o.id_oferta', '=', idOferta)
      .executeTakeFirst(),
    idsGuardadas(k, idCandidato, [idOferta]),
  ]);
  if (!oferta) return undefined;
  const { preguntas, documentos, instituciones } = oferta;

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
