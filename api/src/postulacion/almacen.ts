// File storage of uploads: a private folder (STORAGE_DIR, else beside the data). Names are server-generated
// keys, never the client's file name; the database keeps only the metadata row (table `archivo`).
// CVs are personal data: the folder is 0700 and each file 0600, so no other user of the machine reads them.
// Files arrive as streams (an upload is checked while it is written, never held whole in memory); a write
// that fails half-way (disk full, refused content) leaves no partial file behind.
import { randomUUID } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { defaultDataDir } from '../db/open';
import { apiError } from '../errors';

export interface Almacen {
  /** Stores the stream's bytes and returns the key to find them again; on failure nothing is kept. */
  guardar(contenido: Readable, extension: string): Promise<string>;
  leer(clave: string): Promise<Buffer>;
  /** Removes a stored file; an absent one is no error. */
  borrar(clave: string): Promise<void>;
}

const CARPETA_PRIVADA = 0o700;
const ARCHIVO_PRIVADO = 0o600;

export function almacenEnCarpeta(carpeta: string): Almacen {
  // Also a folder made by an earlier version (world-readable) becomes private at start.
  fsSync.mkdirSync(carpeta, { recursive: true, mode: CARPETA_PRIVADA });
  fsSync.chmodSync(carpeta, CARPETA_PRIVADA);
  const ruta = (clave: string) => {
    if (!/^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(clave)) throw new Error(`Clave de archivo no válida: ${clave}`);
    return path.join(carpeta, clave);
  };
  return {
    async guardar(contenido, extension) {
      await fs.mkdir(carpeta, { recursive: true, mode: CARPETA_PRIVADA });
      const clave = `${randomUUID()}.${extension}`;
      try {
        await pipeline(contenido, fsSync.createWriteStream(ruta(clave), { flags: 'wx', mode: ARCHIVO_PRIVADO }));
      } catch (error) {
        contenido.destroy();
        await fs.rm(ruta(clave), { force: true }).catch(() => {});
        throw error;
      }
      return clave;
    },
    leer: (clave) => fs.readFile(ruta(clave)),
    borrar: (clave) => fs.rm(ruta(clave), { force: true }),
  };
}

/** What a full disk, a quota, a read-only or a forbidden folder say: storage is unavailable, not a bug. */
const SIN_ESPACIO_O_PERMISO = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);

/**
 * The storage the routes use: a failure of the disk becomes a 503 ALMACEN_NO_DISPONIBLE that says what
 * happened in Spanish (logged with its cause for whoever runs the server), never a generic 500.
 */
export function almacenConErroresClaros(almacen: Almacen, log: FastifyBaseLogger): Almacen {
  const claro = (accion: string) => (error: unknown) => {
    const codigo = (error as { code?: unknown } | null)?.code;
    if (typeof codigo !== 'string' || !SIN_ESPACIO_O_PERMISO.has(codigo)) throw error;
    log.error({ err: error }, `almacén de archivos no disponible (${accion})`);
    throw apiError('ALMACEN_NO_DISPONIBLE', `No pudimos ${accion} tu archivo. Inténtalo de nuevo en unos minutos.`);
  };
  return {
    guardar: (contenido, extension) => almacen.guardar(contenido, extension).catch(claro('guardar')),
    leer: (clave) => almacen.leer(clave).catch(claro('leer')),
    borrar: (clave) => almacen.borrar(clave).catch(claro('eliminar')),
  };
}

export function carpetaAlmacen(env: NodeJS.ProcessEnv = process.env): string {
  if (env.STORAGE_DIR) return path.resolve(env.STORAGE_DIR);
  // Beside the PGlite data folder, never inside it: that folder belongs to the database.
  if (env.DATA_DIR) return `${path.resolve(env.DATA_DIR)}-archivos`;
  return path.join(path.dirname(defaultDataDir), 'archivos');
}
