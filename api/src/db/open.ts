// Opens the configured database: pg.Pool for DATABASE_URL=postgres://…, else PGlite on DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';
import { lockDataDir } from './lock';
import { PgliteDb } from './pglite-db';
import { PostgresDb } from './pg-db';

// The repository's data/pglite, seen from the sources (api/src/db) or from the compiled build (api/dist).
const apiDir = path.basename(__dirname) === 'dist' ? path.dirname(__dirname) : path.resolve(__dirname, '../..');
export const defaultDataDir = path.resolve(apiDir, '../data/pglite');

export interface OpenedDb {
  db: Db;
  /** Where it lives, for the start-up line (never prints a password). */
  description: string;
  close(): Promise<void>;
}

export async function openDb(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<OpenedDb> {
  const url = env.DATABASE_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL debe comenzar con postgres://');
    const db = new PostgresDb(url);
    return { db, description: `PostgreSQL ${new URL(url).host}${new URL(url).pathname}`, close: () => db.close() };
  }
  const dataDir = path.resolve(env.DATA_DIR ?? defaultDataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const db = await PgliteDb.open({ dataDir });
    let cerrada = false;
    return {
      db,
      description: `PGlite ${dataDir}`,
      // Once: main.ts closes it after a seed to open it again, and closes it on an error after that.
      close: async () => {
        if (cerrada) return;
        cerrada = true;
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
