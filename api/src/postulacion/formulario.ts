// Reads the multipart body of POST /api/postulaciones into fields and buffered files, turning busboy's
// limits into Spanish 413/400 answers.
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MAX_ARCHIVOS_POSTULACION, MAX_BYTES_ARCHIVO, ORIGENES_POSTULACION, RespuestaPreguntaSchema } from '@portal/shared/contract';
import { apiError } from '../errors';
import { MAX_ENTERO } from '../esquemas/comunes';
import { caracterDeControl } from '../plugins/sin-caracteres-de-control';
import type { ArchivoSubido } from './archivos';

export const LIMITES_MULTIPART = { fileSize: MAX_BYTES_ARCHIVO, files: MAX_ARCHIVOS_POSTULACION, fields: 10, fieldSize: 200_000, parts: MAX_ARCHIVOS_POSTULACION + 10 };

export interface FormularioPostulacion {
  idOferta: number;
  origen: (typeof ORIGENES_POSTULACION)[number];
  respuestas: { idPregunta: number; respuesta: string }[];
  usarCurriculumPerfil: boolean;
  archivos: ArchivoSubido[];
}

const invalida = (mensaje: string) => apiError('POSTULACION_INVALIDA', mensaje);

const RespuestasSchema = v.array(v.object({ idPregunta: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ENTERO)), respuesta: v.string() }));

export async function leerFormulario(request: FastifyRequest): Promise<FormularioPostulacion> {
  if (!request.isMultipart()) throw invalida('La postulación debe enviarse como formulario multipart/form-data.');
  const campos: Record<string, string> = {};
  const archivos: ArchivoSubido[] = [];
  try {
    for await (const parte of request.parts()) {
      if (parte.type === 'file') archivos.push({ campo: parte.fieldname, nombre: parte.filename, bytes: await parte.toBuffer() });
      else campos[parte.fieldname] = String(parte.value);
    }
  } catch (error) {
    const codigo = (error as { code?: string }).code;
    if (codigo === 'FST_REQ_FILE_TOO_LARGE') throw apiError('ARCHIVO_MUY_GRANDE');
    if (codigo?.startsWith('FST_')) throw invalida('El formulario tiene demasiados campos o archivos.');
    throw error;
  }

  const idOferta = Number(campos.idOferta);
  if (!Number.isInteger(idOferta) || idOferta < 1) throw invalida('Falta el campo obligatorio «idOferta» o no es un número entero.');
  if (idOferta > MAX_ENTERO) throw invalida(`El campo «idOferta» debe ser menor o igual a ${MAX_ENTERO}.`);
  const origen = campos.origen as FormularioPostulacion['origen'];
  if (!ORIGENES_POSTULACION.includes(origen)) {
    throw invalida(`El campo «origen» debe ser uno de: ${ORIGENES_POSTULACION.join(', ')}.`);
  }
  if (campos.usarCurriculumPerfil !== undefined && !['true', 'false'].includes(campos.usarCurriculumPerfil)) {
    throw invalida('El campo «usarCurriculumPerfil» debe ser true o false.');
  }
  let respuestas: unknown;
  try {
    respuestas = JSON.parse(campos.respuestas ?? '[]');
  } catch {
    throw invalida('El campo «respuestas» debe ser una lista JSON de {idPregunta, respuesta}.');
  }
  // Multipart fields skip the app's hook (they are read here): the same refusal, also inside the answers' JSON.
  const conControl = caracterDeControl({ ...campos, respuestas });
  if (conControl !== null) throw invalida(`El campo «${conControl.replace(/\//g, '.')}» contiene caracteres de control no permitidos.`);
  const leidas = v.safeParse(RespuestasSchema, respuestas);
  if (!leidas.success) throw invalida('El campo «respuestas» debe ser una lista JSON de {idPregunta, respuesta}.');
  // Refused here, before any file is stored: the database would refuse the second row anyway.
  const preguntas = leidas.output.map((r) => r.idPregunta);
  if (new Set(preguntas).size !== preguntas.length) throw invalida('Respondiste más de una vez la misma pregunta.');
  return {
    idOferta,
    origen,
    respuestas: leidas.output.map((r) => ({ idPregunta: r.idPregunta, respuesta: r.respuesta.trim() })),
    usarCurriculumPerfil: campos.usarCurriculumPerfil === 'true',
    archivos,
  };
}

/** Whether an answer passes the shared rule (non-empty after trimming, at most 2000 characters). */
export const respuestaValida = (respuesta: string) => v.is(RespuestaPreguntaSchema, { idPregunta: 0, respuesta });
