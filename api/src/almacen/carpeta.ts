// The local-folder driver: a private folder (STORAGE_DIR, else beside the data), the embedded default of
// `npm start`. CVs are personal data: the folder is 0700 and each file 0600, so no other user of the
// machine reads them.
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { defaultDataDir } from '../db/open';
import { comprobarClave, nuevaClave, type Almacen } from './almacen';

const CARPETA_PRIVADA = 0o700;
const ARCHIVO_PRIVADO = 0o600;

export function almacenEnCarpeta(carpeta: string): Almacen {
  // Also a folder made by an earlier version (world-readable) becomes private at start.
  fsSync.mkdirSync(carpeta, { recursive: true, mode: CARPETA_PRIVADA });
  fsSync.chmodSync(carpeta, CARPETA_PRIVADA);
  const ruta = (clave: string) => path.join(carpeta, comprobarClave(clave));
  return {
    async guardar(contenido, extension) {
      await fs.mkdir(carpeta, { recursive: true, mode: CARPETA_PRIVADA });
      const clave = nuevaClave(extension);
      try {
        await pipeline(contenido, fsSync.createWriteStream(ruta(clave), { flags: 'wx', mode: ARCHIVO_PRIVADO }));
      } catch (error) {
        contenido.destroy();
        await fs.rm(ruta(clave), { force: true }).catch(() => {});
        throw error;
      }
      return clave;
    },
    leer: async (clave) => fs.readFile(ruta(clave)),
    borrar: async (clave) => fs.rm(ruta(clave), { force: true }),
  };
}

export function carpetaAlmacen(env: NodeJS.ProcessEnv): string {
  if (env.STORAGE_DIR) return path.resolve(env.STORAGE_DIR);
  // Beside the PGlite data folder, never inside it: that folder belongs to the database.
  if (env.DATA_DIR) return `${path.resolve(env.DATA_DIR)}-archivos`;
  return path.join(path.dirname(defaultDataDir), 'archivos');
}
