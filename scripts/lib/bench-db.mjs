// Reads the api's database straight, not through the api, for the durability bench: PGlite's data folder
// (while no api holds it) or a PostgreSQL URL, with the drivers the api itself installs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './paths.mjs';

const requireFromApi = createRequire(join(root, 'api', 'package.json'));

/** Runs each [sql, params] of `consultas` and resolves to their rows, in order. */
export async function abrirBase({ dataDir, url }, consultas) {
  if (url) {
    const { Client } = requireFromApi('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await correr((sql, params) => client.query(sql, params), consultas);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = requireFromApi('@electric-sql/pglite');
  const { unaccent } = requireFromApi('@electric-sql/pglite/contrib/unaccent');
  const pg = await PGlite.create(dataDir, { extensions: { unaccent } });
  try {
    return await correr((sql, params) => pg.query(sql, params), consultas);
  } finally {
    await pg.close();
  }
}

async function correr(consultar, consultas) {
  const filas = [];
  for (const [sql, params = []] of consultas) filas.push((await consultar(sql, params)).rows);
  return filas;
}
