// The database, decorated once on the app: `app.db` (the Db seam: transactions, raw SQL) and `app.k` (the
// Kysely query builder over it). Route plugins and domain modules take them from there.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database } from '../db/tables';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    k: Kysely<Database>;
  }
}

export const baseDeDatos = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.decorate('k', createKysely(db));
  },
  { name: 'base-de-datos' },
);
