// The business rules an application must pass before its rows are written (order: offer, duplicate, quick
// apply, institution, answers, documents, CV), and the part of them a file part meets as soon as it arrives (which
// files the offer asks for). Each refusal is an ApiError with a Spanish message.
import type { Kysely } from 'kysely';
import { admitePostulacionRapida, CAMPO_CURRICULUM, campoDocumento, LARGO_MAXIMO_RESPUESTA, ORIGENES_POSTULACION_RAPIDA, type OrigenPostulacion } from '@portal/shared/contract';
import { curriculumPerfil, type CurriculumPerfil } from '../curriculum/instantanea';
import type { Database } from '../db/tables';
import { apiError, type ApiError } from '../errors';
import { ofertaNoEncontrada } from '../ofertas/errores';
import type { ArchivoSubido } from '../almacen/archivos';
import { respuestaValida, type FormularioPostulacion } from './formulario';

const NO_PEDIDO = 'Enviaste un archivo que esta oferta no pide.';
const SOLO_PERFIL = 'Esta oferta acepta solo el currículum de tu perfil, no un archivo.';

const esRapida = (origen: OrigenPostulacion) => (ORIGENES_POSTULACION_RAPIDA as readonly string[]).includes(origen);

const incompleta = (mensaje: string) => apiError('POSTULACION_INCOMPLETA', mensaje);

export interface Adjuntos {
  curriculum: ArchivoSubido | null;
  /** The profile CV, when the application sends it. */
  perfil: CurriculumPerfil | null;
  documentos: { idDocumento: number; archivo: ArchivoSubido }[];
}

export async function exigirReglas(k: Kysely<Database>, idCandidato: number, f: FormularioPostulacion): Promise<Adjuntos> {
  const oferta = await k
    .selectFrom('oferta')
    .select(['estado', 'postulacion_valida_institucion', 'tipo_curriculum_aceptado', 'link_postulacion_externo'])
    .where('id_oferta', '=', f.idOferta)
    .executeTakeFirst();
  if (!oferta) throw ofertaNoEncontrada(f.idOferta);
  if (oferta.estado !== 'ACTIVA') throw apiError('OFERTA_EXPIRADA');

  const [previa, preguntas, documentos, instituciones, miembro, perfil] = await Promise.all([
    k.selectFrom('postulacion').select('id_postulacion').where('id_candidato', '=', idCandidato).where('id_oferta', '=', f.idOferta).executeTakeFirst(),
    k.selectFrom('oferta_pregunta').select('id_pregunta').where('id_oferta', '=', f.idOferta).execute(),
    k.selectFrom('oferta_documento').select(['id_documento', 'nombre']).where('id_oferta', '=', f.idOferta).orderBy('id_documento').execute(),
    k.selectFrom('oferta_institucion').select('id_institucion').where('id_oferta', '=', f.idOferta).execute(),
    k.selectFrom('candidato_institucion').select('id_institucion').where('id_candidato', '=', idCandidato).execute(),
    curriculumPerfil(k, idCandidato),
  ]);
  if (previa) throw apiError('YA_POSTULADO');

  const rapida = esRapida(f.origen);
  const exigencias = {
    preguntas: preguntas.length,
    documentosRequeridos: documentos.length,
    instituciones: instituciones.length,
    postulacionValidaInstitucion: oferta.postulacion_valida_institucion,
    linkPostulacionExterno: oferta.link_postulacion_externo,
    tipoCurriculumAceptado: oferta.tipo_curriculum_aceptado,
  };
  if (rapida && !admitePostulacionRapida(exigencias)) throw apiError('POSTULACION_RAPIDA_NO_DISPONIBLE');

  if (oferta.postulacion_valida_institucion) {
    const propias = new Set(miembro.map((m) => m.id_institucion));
    if (!instituciones.some((i) => propias.has(i.id_institucion))) {
      throw apiError('INSTITUCION_NO_VALIDA');
    }
  }

  const respuestas = new Map(f.respuestas.map((r) => [r.idPregunta, r.respuesta]));
  const ajenas = f.respuestas.filter((r) => !preguntas.some((p) => p.id_pregunta === r.idPregunta));
  if (ajenas.length) throw apiError('POSTULACION_INVALIDA', 'Respondiste una pregunta que no es de esta oferta.');
  for (const { id_pregunta } of preguntas) {
    const respuesta = respuestas.get(id_pregunta);
    if (!respuesta) throw incompleta('Responde todas las preguntas de la oferta.');
    if (!respuestaValida(respuesta)) throw incompleta(`Cada respuesta admite como máximo ${LARGO_MAXIMO_RESPUESTA} caracteres.`);
  }

  const archivos = new Map(f.archivos.map((a) => [a.campo, a]));
  const conocidos = new Set([CAMPO_CURRICULUM, ...documentos.map((d) => campoDocumento(d.id_documento))]);
  if (f.archivos.some((a) => !conocidos.has(a.campo))) throw apiError('POSTULACION_INVALIDA', NO_PEDIDO);
  const adjuntos = documentos.map((d) => {
    const archivo = archivos.get(campoDocumento(d.id_documento));
    if (!archivo) throw incompleta(`Adjunta el documento requerido «${d.nombre}».`);
    return { idDocumento: d.id_documento, archivo };
  });

  const curriculum = archivos.get(CAMPO_CURRICULUM) ?? null;
  const usaPerfil = f.usarCurriculumPerfil && !curriculum;
  const enviable = perfil.enviable;
  // A quick application sends the profile CV, as an offer that takes only that one (the same answer without it).
  switch (rapida ? 'NORMAL' : oferta.tipo_curriculum_aceptado) {
    case 'NORMAL':
      if (!enviable) throw incompleta('Esta oferta pide el currículum de tu perfil: complétalo antes de postular.');
      if (curriculum) throw incompleta(SOLO_PERFIL);
      break;
    case 'ARCHIVO':
      if (!curriculum) throw incompleta('Esta oferta pide tu currículum en un archivo: adjúntalo para postular.');
      break;
    case 'NORMAL_ARCHIVO':
      if (!curriculum && !(usaPerfil && enviable)) throw incompleta('Adjunta tu currículum en un archivo o usa el de tu perfil.');
      break;
  }
  return { curriculum, perfil: curriculum ? null : perfil, documentos: adjuntos };
}

/**
 * Which file fields the offer asks for: `curriculum` unless it takes only the profile CV, and one
 * document field (campoDocumento) per required document. Throws for an offer that does not exist or no longer takes
 * applications, so its files are not read at all.
 */
export async function archivosPedidos(k: Kysely<Database>, idOferta: number): Promise<(campo: string) => ApiError | null> {
  const oferta = await k.selectFrom('oferta').select(['estado', 'tipo_curriculum_aceptado']).where('id_oferta', '=', idOferta).executeTakeFirst();
  if (!oferta) throw ofertaNoEncontrada(idOferta);
  if (oferta.estado !== 'ACTIVA') throw apiError('OFERTA_EXPIRADA');
  const documentos = await k.selectFrom('oferta_documento').select('id_documento').where('id_oferta', '=', idOferta).execute();
  const pedidos = new Set(documentos.map((d) => campoDocumento(d.id_documento)));
  return (campo) => {
    if (campo === CAMPO_CURRICULUM) return oferta.tipo_curriculum_aceptado === 'NORMAL' ? incompleta(SOLO_PERFIL) : null;
    return pedidos.has(campo) ? null : apiError('POSTULACION_INVALIDA', NO_PEDIDO);
  };
}
