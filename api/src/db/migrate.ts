// Applies the SQL files of ./migrations in name order, each once and inside a transaction.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

const folder = path.join(__dirname, 'migrations');

export function migrationFiles(): { nombre: string; sql: string }[] {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((nombre) => ({ nombre, sql: fs.readFileSync(path.join(folder, nombre), 'utf8') }));
}

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS migracion (
    nombre text PRIMARY KEY,
    aplicada timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ nombre: string }>('SELECT nombre FROM migracion');
  const applied = new Set(rows.map((row) => row.nombre));
  const pending = migrationFiles().filter((file) => !applied.has(file.nombre));
  for (const file of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(file.sql);
      await tx.query('INSERT INTO migracion (nombre) VALUES ($1)', [file.nombre]);
    });
  }
  return pending.map((file) => file.nombre);
}
