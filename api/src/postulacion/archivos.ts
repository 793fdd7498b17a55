// Checks an uploaded file: the shared name/size rule (case-sensitive extension, 5 MB), then the real type
// read from its bytes, so a PNG renamed to .pdf is refused. (`file-type/core`: the package root has no
// require/default condition for Node, which jest needs; core holds the buffer detector.)
import { fileTypeFromBuffer } from 'file-type/core';
import { errorArchivo } from '@portal/shared/contract';
import { ApiError, apiError } from '../errors';
import { nombresDelZip } from './zip';

// What file-type detects for each allowed extension: a .doc is an OLE compound file (cfb), a .docx a zip.
// file-type names a docx from its first entries only, or just says zip: a .docx must also list the Word
// body in its central directory, so a renamed .zip or .xlsx, or a cut-off download, is refused.
const DETECTADOS: Record<string, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  gif: ['gif'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  doc: ['cfb', 'doc'],
  docx: ['docx', 'zip'],
};
const MIME_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ArchivoSubido {
  campo: string;
  nombre: string;
  bytes: Buffer;
}

export interface ArchivoRevisado extends ArchivoSubido {
  extension: string;
  tipoMime: string;
}

export async function revisarArchivo(archivo: ArchivoSubido): Promise<ArchivoRevisado> {
  const error = errorArchivo(archivo.nombre, archivo.bytes.length);
  if (error) throw new ApiError(error.includes('5 MB') ? 413 : 422, 'ARCHIVO_NO_VALIDO', error);
  const extension = archivo.nombre.slice(archivo.nombre.lastIndexOf('.') + 1);
  const detectado = await fileTypeFromBuffer(archivo.bytes);
  const esWord = extension !== 'docx' || nombresDelZip(archivo.bytes)?.includes('word/document.xml') === true;
  if (!detectado || !DETECTADOS[extension]!.includes(detectado.ext) || !esWord) {
    throw apiError(
      'ARCHIVO_NO_VALIDO',
      `El contenido de «${archivo.nombre}» no corresponde a un archivo ${extension.toUpperCase()}. Sube el documento original.`,
    );
  }
  return { ...archivo, extension, tipoMime: extension === 'docx' ? MIME_DOCX : detectado.mime };
}
