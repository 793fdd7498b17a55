// File storage of uploads: a folder (STORAGE_DIR, else <DATA_DIR>-archivos). Names are server-generated
// keys, never the client's file name; the database keeps only the metadata row (table `archivo`).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface Almacen {
  /** Stores the bytes and returns the key to find them again. */
  guardar(bytes: Buffer, extension: string): Promise<string>;
  leer(clave: string): Promise<Buffer>;
}

export function almacenEnCarpeta(carpeta: string): Almacen {
  const ruta = (clave: string) => {
    if (!/^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(clave)) throw new Error(`Clave de archivo no válida: ${clave}`);
    return path.join(carpeta, clave);
  };
  return {
    async guardar(bytes, extension) {
      await fs.mkdir(carpeta, { recursive: true });
      const clave = `${randomUUID()}.${extension}`;
      await fs.writeFile(ruta(clave), bytes, { flag: 'wx' });
      return clave;
    },
    leer: (clave) => fs.readFile(ruta(clave)),
  };
}

export function carpetaAlmacen(env: NodeJS.ProcessEnv = process.env): string {
  if (env.STORAGE_DIR) return path.resolve(env.STORAGE_DIR);
  // Beside the PGlite data folder, never inside it: that folder belongs to the database.
  if (env.DATA_DIR) return `${path.resolve(env.DATA_DIR)}-archivos`;
  return path.join(os.tmpdir(), 'portal-api-archivos');
}
