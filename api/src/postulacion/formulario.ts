// Reads the multipart body of POST /api/postulaciones as it arrives: fields first (idOferta before any file),
// then each file checked and streamed to storage (almacen/archivos.ts). A file part the offer does not
// ask for, a second file for the same field, or one over 5 MB is refused as soon as it is seen: the rest of
// the body is not read, and the files already stored are removed again. Busboy's limits become Spanish
// 413/400 answers.
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  MAX_ARCHIVOS_POSTULACION,
  MAX_BYTES_ARCHIVO,
  ORIGENES_POSTULACION,
  RespuestaPreguntaSchema,
  TextoRespuestaSchema,
  type OrigenPostulacion,
  type RespuestaPregunta,
} from '@portal/shared/contract';
import { ApiError, apiError } from '../errors';
import { MAX_ENTERO } from '../esquemas/comunes';
import { caracterDeControl } from '../plugins/sin-caracteres-de-control';
import type { Almacen } from '../almacen/almacen';
import { borrarArchivos, recibirDocumento, type ArchivoSubido } from '../almacen/archivos';

// One byte over the limit reaches the check (archivos.ts), which refuses it; busboy only stops a larger one.
export const LIMITES_MULTIPART = {
  fileSize: MAX_BYTES_ARCHIVO + 1,
  files: MAX_ARCHIVOS_POSTULACION,
  fields: 10,
  fieldSize: 200_000,
  parts: MAX_ARCHIVOS_POSTULACION + 10,
};

export interface FormularioPostulacion {
  idOferta: number;
  origen: OrigenPostulacion;
  respuestas: RespuestaPregunta[];
  usarCurriculumPerfil: boolean;
  /** Already stored: whoever refuses the application afterwards removes them (registro.ts). */
  archivos: ArchivoSubido[];
}

/** The refusal of a file field the offer does not ask for (null when it does); throws for an offer that takes no application. */
export type ArchivosPedidos = (idOferta: number) => Promise<(campo: string) => ApiError | null>;

const invalida = (mensaje: string) => apiError('POSTULACION_INVALIDA', mensaje);

// The contract's answers, with an id the database can hold; each text is checked by the rules (reglas.ts),
// once the offer is known, so a blank or long answer is refused as incomplete in its turn.
const RespuestasSchema = v.array(
  v.object({
    ...RespuestaPreguntaSchema.entries,
    idPregunta: v.pipe(RespuestaPreguntaSchema.entries.idPregunta, v.maxValue(MAX_ENTERO)),
    respuesta: v.string(),
  }),
);

function leerIdOferta(valor: string | undefined): number {
  const idOferta = Number(valor);
  if (!Number.isInteger(idOferta) || idOferta < 1) throw invalida('Falta el campo obligatorio «idOferta» o no es un número entero.');
  if (idOferta > MAX_ENTERO) throw invalida(`El campo «idOferta» debe ser menor o igual a ${MAX_ENTERO}.`);
  return idOferta;
}

export async function leerFormulario(request: FastifyRequest, almacen: Almacen, archivosPedidos: ArchivosPedidos): Promise<FormularioPostulacion> {
  if (!request.isMultipart()) throw invalida('La postulación debe enviarse como formulario multipart/form-data.');
  const campos: Record<string, string> = {};
  const archivos: ArchivoSubido[] = [];
  let rechazo: Awaited<ReturnType<ArchivosPedidos>> | null = null;
  const revisarCampo = async (campo: string) => {
    if (!Object.hasOwn(campos, 'idOferta')) throw invalida('Envía el campo «idOferta» antes de los archivos de la postulación.');
    rechazo ??= await archivosPedidos(leerIdOferta(campos.idOferta));
    const error = rechazo(campo);
    if (error) throw error;
    if (archivos.some((a) => a.campo === campo)) throw invalida(`Enviaste más de un archivo en «${campo}».`);
  };
  try {
    for await (const parte of request.parts()) {
      if (parte.type === 'field') {
        if (Object.hasOwn(campos, parte.fieldname)) throw invalida(`El campo «${parte.fieldname}» viene más de una vez.`);
        campos[parte.fieldname] = String(parte.value);
        continue;
      }
      // Refused before a byte of the file is read: its stream is destroyed, so busboy stops reading the body.
      await revisarCampo(parte.fieldname).catch((error: unknown) => {
        parte.file.destroy();
        throw error;
      });
      archivos.push(await recibirDocumento(almacen, parte));
    }
    return { ...camposLeidos(campos), archivos };
  } catch (error) {
    await borrarArchivos(almacen, archivos);
    const codigo = (error as { code?: string }).code;
    if (codigo?.startsWith('FST_')) throw invalida('El formulario tiene demasiados campos o archivos.');
    throw error;
  }
}

function camposLeidos(campos: Record<string, string>): Omit<FormularioPostulacion, 'archivos'> {
  const idOferta = leerIdOferta(campos.idOferta);
  const origen = campos.origen as OrigenPostulacion;
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
  // Refused before the rules and the transaction: the database would refuse the second row anyway.
  const preguntas = leidas.output.map((r) => r.idPregunta);
  if (new Set(preguntas).size !== preguntas.length) throw invalida('Respondiste más de una vez la misma pregunta.');
  return {
    idOferta,
    origen,
    respuestas: leidas.output.map((r) => ({ idPregunta: r.idPregunta, respuesta: r.respuesta.trim() })),
    usarCurriculumPerfil: campos.usarCurriculumPerfil === 'true',
  };
}

/** Whether an answer's text passes the contract's rule (not empty once trimmed, at most LARGO_MAXIMO_RESPUESTA characters). */
export const respuestaValida = (respuesta: string) => v.is(TextoRespuestaSchema, respuesta);
