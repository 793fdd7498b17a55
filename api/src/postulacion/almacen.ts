// File storage of uploads: a private folder (STORAGE_DIR, else beside the data). Names are server-generated
// keys, never the client's file name; the database keeps only the metadata row (table `archivo`).
// CVs are personal data: the folder is 0700 and each file 0600, so no other user of the machine reads them.
import { randomUUID } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultDataDir } from '../db/open';

export interface Almacen {
  /** Stores the bytes and returns the key to find them again. */
  guardar(bytes: Buffer, extension: string): Promise<string>;
  leer(clave: string): Promise<Buffer>;
  /** Removes a stored file (the write it belonged to was rolled back); an absent one is no error. */
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
    async guardar(bytes, extension) {
      await fs.mkdir(carpeta, { recursive: true, mode: CARPETA_PRIVADA });
      const clave = `${randomUUID()}.${extension}`;
      await fs.writeFile(ruta(clave), bytes, { flag: 'wx', mode: ARCHIVO_PRIVADO });
      return clave;
    },
    leer: (clave) => fs.readFile(ruta(clave)),
    borrar: (clave) => fs.rm(ruta(clave), { force: true }),
  };
}

export function carpetaAlmacen(env: NodeJS.ProcessEnv = process.env): string {
  if (env.STORAGE_DIR) return path.resolve(env.STORAGE_DIR);
  // Beside the PGlite data folder, never inside it: that folder belongs to the database.
  if (env.DATA_DIR) return `${path.resolve(env.DATA_DIR)}-archivos`;
  return path.join(path.dirname(defaultDataDir), 'archivos');
}
