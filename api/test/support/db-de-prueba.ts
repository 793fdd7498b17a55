// Test databases with the migrated, seeded demo data, fast:
// - PGlite (default): the first test file builds a dumpDataDir snapshot into the OS temp folder (keyed by
//   a hash of the migrations and the seed code); every test file then starts from it in about a second.
// - PostgreSQL (TEST_DATABASE_URL=postgres://…): a template database is built once, and each test file
//   gets its own copy (CREATE DATABASE … TEMPLATE), dropped at the end.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../../src/db/db';
import { PgliteDb } from '../../src/db/pglite-db';
import { PostgresDb } from '../../src/db/pg-db';
import { prepararDb } from '../../src/db/preparar';

export const OFERTAS_DE_PRUEBA = 2500;

export interface DbDePrueba {
  db: Db;
  close(): Promise<void>;
}

/** Changes whenever a migration or the seed changes, so a stale snapshot is never reused. */
function huella(): string {
  const hash = crypto.createHash('sha256').update(String(OFERTAS_DE_PRUEBA));
  for (const dir of ['migrations', 'seed']) {
    const carpeta = path.join(__dirname, '../../src/db', dir);
    for (const archivo of fs.readdirSync(carpeta).sort()) hash.update(archivo).update(fs.readFileSync(path.join(carpeta, archivo)));
  }
  return hash.digest('hex').slice(0, 16);
}

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function snapshotPglite(): Promise<Uint8Array> {
  const destino = path.join(os.tmpdir(), `portal-api-prueba-${huella()}.tar`);
  const bloqueo = `${destino}.lock`;
  for (let intento = 0; intento < 600; intento++) {
    if (fs.existsSync(destino)) return new Uint8Array(fs.readFileSync(destino));
    try {
      fs.writeFileSync(bloqueo, String(process.pid), { flag: 'wx' });
    } catch {
      // Another test file is building it; a lock older than 3 minutes belongs to a crashed run.
      if (Date.now() - fs.statSync(bloqueo, { throwIfNoEntry: false })!.mtimeMs > 180_000) fs.rmSync(bloqueo, { force: true });
      await esperar(500);
      continue;
    }
    try {
      const db = await PgliteDb.open();
      await prepararDb(db, OFERTAS_DE_PRUEBA);
      const snapshot = await db.dump();
      await db.close();
      fs.writeFileSync(`${destino}.tmp`, snapshot);
      fs.renameSync(`${destino}.tmp`, destino);
      return snapshot;
    } finally {
      fs.rmSync(bloqueo, { force: true });
    }
  }
  throw new Error(`No se pudo preparar la base de prueba ${destino}`);
}

function conBase(url: string, base: string): string {
  const u = new URL(url);
  u.pathname = `/${base}`;
  return u.toString();
}

async function copiaPostgres(url: string): Promise<DbDePrueba> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const plantilla = `portal_plantilla_${huella()}`;
  await admin.query('SELECT pg_advisory_lock(7321)'); // one test file builds the template, the others wait
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [plantilla]);
    if (!rows.length) {
      const temporal = `${plantilla}_tmp`;
      await admin.query(`DROP DATABASE IF EXISTS ${temporal}`);
      await admin.query(`CREATE DATABASE ${temporal}`);
      const db = new PostgresDb(conBase(url, temporal));
      await prepararDb(db, OFERTAS_DE_PRUEBA);
      await db.close();
      await admin.query(`ALTER DATABASE ${temporal} RENAME TO ${plantilla}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7321)');
  }
  const nombre = `portal_prueba_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${nombre} TEMPLATE ${plantilla}`);
  const db = new PostgresDb(conBase(url, nombre));
  return {
    db,
    close: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${nombre}`);
      await admin.end();
    },
  };
}

export async function abrirDbDePrueba(): Promise<DbDePrueba> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return copiaPostgres(url);
  const db = await PgliteDb.open({ snapshot: await snapshotPglite() });
  return { db, close: () => db.close() };
}
