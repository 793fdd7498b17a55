// File storage of uploads, whatever holds the bytes: a private folder (carpeta.ts, the default of
// `npm start`) or an S3 bucket (s3.ts), chosen at start by configuracion.ts. Names are server-generated
// keys, never the client's file name; the database keeps only the metadata row (table `archivo`).
// Files arrive as streams (an upload is checked while it is written, never held whole in memory); a write
// that fails half-way (disk full, refused content, storage down) leaves nothing behind.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { apiError } from '../errors';

export interface Almacen {
  /** Stores the stream's bytes and returns the key to find them again; on failure nothing is kept. */
  guardar(contenido: Readable, extension: string): Promise<string>;
  /** The stored bytes; a missing key rejects with code ENOENT, whatever the driver. */
  leer(clave: string): Promise<Buffer>;
  /** Removes a stored file; an absent one is no error. */
  borrar(clave: string): Promise<void>;
}

/** The code a driver gives a failure of the storage service itself (unreachable, refusing, wrong credentials). */
export const ALMACEN_CAIDO = 'EALMACEN';

export const nuevaClave = (extension: string) => `${randomUUID()}.${extension}`;

/** Keys are only ever ours: anything else (a path, another bucket's key) is refused before touching storage. */
export function comprobarClave(clave: string): string {
  if (!/^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(clave)) throw new Error(`Clave de archivo no válida: ${clave}`);
  return clave;
}

/** What a full disk, a quota, a read-only or a forbidden folder, or a storage service down say: unavailable, not a bug. */
const NO_DISPONIBLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', ALMACEN_CAIDO]);

/**
 * The storage the routes use: a failure of the storage becomes a 503 ALMACEN_NO_DISPONIBLE that says what
 * happened in Spanish (logged with its cause for whoever runs the server), never a generic 500.
 */
export function almacenConErroresClaros(almacen: Almacen, log: FastifyBaseLogger): Almacen {
  const claro = (accion: string) => (error: unknown) => {
    const codigo = (error as { code?: unknown } | null)?.code;
    if (typeof codigo !== 'string' || !NO_DISPONIBLE.has(codigo)) throw error;
    log.error({ err: error }, `almacén de archivos no disponible (${accion})`);
    throw apiError('ALMACEN_NO_DISPONIBLE', `No pudimos ${accion} tu archivo. Inténtalo de nuevo en unos minutos.`);
  };
  return {
    guardar: (contenido, extension) => almacen.guardar(contenido, extension).catch(claro('guardar')),
    leer: (clave) => almacen.leer(clave).catch(claro('leer')),
    borrar: (clave) => almacen.borrar(clave).catch(claro('eliminar')),
  };
}
