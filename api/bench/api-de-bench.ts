// The frame of the api's benches: the database seeded with `ofertas` offers on a fresh PGlite in a temporary
// folder (DATABASE_URL=postgres://… measures that server instead), the api built over it, the measure, and then
// always the api and the database closed and the folder removed. A failure prints why and exits 1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { Db } from '../src/db/db';
import { openDb } from '../src/db/open';
import { prepararDb, secretoJwt } from '../src/db/preparar';

export interface ApiDeBench {
  app: App;
  db: Db;
  jwtSecret: string;
}

export async function medirSobreApi(
  { nombre, ofertas, opciones }: { nombre: string; ofertas: number; opciones?: (carpeta: string) => Partial<AppOptions> },
  medir: (api: ApiDeBench) => Promise<void>,
): Promise<void> {
  const carpeta = mkdtempSync(join(tmpdir(), `bench-${nombre}-`));
  const opened = await openDb({ ...process.env, DATA_DIR: join(carpeta, 'pglite') });
  try {
    const inicio = Date.now();
    await prepararDb(opened.db, ofertas);
    const jwtSecret = await secretoJwt(opened.db);
    const app = await buildApp({ db: opened.db, jwtSecret, ...opciones?.(carpeta) });
    console.log(`Base con ${ofertas} ofertas lista en ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
    try {
      await medir({ app, db: opened.db, jwtSecret });
    } finally {
      await app.close();
    }
  } catch (error) {
    console.error(`No se pudo medir: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await opened.close();
    rmSync(carpeta, { recursive: true, force: true });
  }
}
