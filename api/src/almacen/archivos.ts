// Checks an uploaded file while it arrives and streams it to storage: the shared name rule (case-sensitive
// extension), the size (refused at the first byte over the limit, never read further) and the real type,
// read from its first bytes, so a PNG renamed to .pdf is refused before anything is stored. A .docx is
// also a Word package, which only its end says: it is read back once stored (at most 5 MB).
// (`file-type/core`: the package root has no require/default condition for Node, which jest needs; core
// holds the buffer detector.)
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type/core';
import { errorArchivo, MAX_BYTES_ARCHIVO } from '@portal/shared/contract';
import { ApiError, apiError } from '../errors';
import type { Almacen } from './almacen';
import { limpiarNombre } from './nombre-archivo';
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
/** The bytes file-type needs to recognise every type above. */
const MUESTRA = 4100;

/** A file part of a multipart body, as @fastify/multipart hands it over. */
export interface ParteArchivo {
  fieldname: string;
  filename: string;
  file: Readable;
}

/** A file stored under `clave`, checked. */
export interface ArchivoSubido {
  campo: string;
  nombre: string;
  clave: string;
  extension: string;
  tipoMime: string;
  bytes: number;
}

export interface Revision {
  maxBytes: number;
  muyGrande: ApiError;
  /** The stored extension and type, from the first bytes (at most 4100); throws when they are refused. */
  tipo(muestra: Buffer): Promise<{ extension: string; tipoMime: string }>;
}

/**
 * Streams `parte` to storage through `revision`. A refusal destroys the part's stream, so the rest of the
 * body is not read, and keeps nothing.
 */
export async function guardarRevisado(almacen: Almacen, parte: ParteArchivo, nombre: string, revision: Revision): Promise<ArchivoSubido> {
  const trozos = parte.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let bytes = 0;
  const siguiente = async () => {
    const { value, done } = await trozos.next();
    if (done) return null;
    bytes += value.length;
    if (bytes > revision.maxBytes) throw revision.muyGrande;
    return value;
  };
  try {
    const inicio: Buffer[] = [];
    let fin = false;
    while (bytes < MUESTRA && !fin) {
      const trozo = await siguiente();
      if (trozo) inicio.push(trozo);
      else fin = true;
    }
    const muestra = Buffer.concat(inicio);
    if (!muestra.length) throw apiError('ARCHIVO_NO_VALIDO', errorArchivo(nombre, 0)!);
    const { extension, tipoMime } = await revision.tipo(muestra);
    async function* resto() {
      yield muestra;
      for (let trozo = fin ? null : await siguiente(); trozo; trozo = await siguiente()) yield trozo;
    }
    const clave = await almacen.guardar(Readable.from(resto()), extension);
    return { campo: parte.fieldname, nombre, clave, extension, tipoMime, bytes };
  } catch (error) {
    parte.file.destroy();
    throw error;
  }
}

/** A document or CV of an application, or the CV file of the profile (SPEC.md upload rules). */
export async function recibirDocumento(almacen: Almacen, parte: ParteArchivo): Promise<ArchivoSubido> {
  const nombre = limpiarNombre(parte.filename);
  const error = errorArchivo(nombre, 1);
  if (error) {
    parte.file.destroy();
    throw apiError('ARCHIVO_NO_VALIDO', error);
  }
  const extension = nombre.slice(nombre.lastIndexOf('.') + 1);
  const distinto = () =>
    apiError('ARCHIVO_NO_VALIDO', `El contenido de «${nombre}» no corresponde a un archivo ${extension.toUpperCase()}. Sube el documento original.`);
  const archivo = await guardarRevisado(almacen, parte, nombre, {
    maxBytes: MAX_BYTES_ARCHIVO,
    muyGrande: apiError('ARCHIVO_MUY_GRANDE'),
    async tipo(muestra) {
      const detectado = await fileTypeFromBuffer(muestra);
      if (!detectado || !DETECTADOS[extension]!.includes(detectado.ext)) throw distinto();
      return { extension, tipoMime: extension === 'docx' ? MIME_DOCX : detectado.mime };
    },
  });
  if (extension === 'docx' && nombresDelZip(await almacen.leer(archivo.clave))?.includes('word/document.xml') !== true) {
    await almacen.borrar(archivo.clave);
    throw distinto();
  }
  return archivo;
}

/** Removes stored files again (their write failed); a failed removal leaves only a file without a row. */
export async function borrarArchivos(almacen: Almacen, archivos: readonly Pick<ArchivoSubido, 'clave'>[]): Promise<void> {
  await Promise.allSettled(archivos.map((a) => almacen.borrar(a.clave)));
}
