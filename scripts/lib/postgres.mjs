// The one place test.mjs gets a throwaway PostgreSQL server for the api's second test run.
// The api owns how the server is made (api/test/pg-server.mjs); this adapter only loads it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './paths.mjs';
import { freePort } from './ports.mjs';
import { postgresBinDir } from './system.mjs';

export const pgServerModule = join(root, 'api', 'test', 'pg-server.mjs');

/**
 * Starts a throwaway PostgreSQL on 127.0.0.1 through api/test/pg-server.mjs, which is expected to export
 * `startPgServer({ port }): Promise<{ url: string, stop(): Promise<void> }>` (`url` = postgres://…).
 * Throws with a clear message when the module or its export is missing.
 */
export async function startTestPostgres() {
  if (!existsSync(pgServerModule)) {
    throw new Error('api/test/pg-server.mjs is missing: the api suite cannot run against a real PostgreSQL.');
  }
  // The installed server's bin folder, whatever its major version (the module defaults to 15).
  const binDir = postgresBinDir();
  if (!process.env.PG_BIN && binDir) process.env.PG_BIN = binDir;
  const { startPgServer } = await import(pathToFileURL(pgServerModule).href);
  if (typeof startPgServer !== 'function') {
    throw new Error('api/test/pg-server.mjs must export startPgServer({ port }) → { url, stop() }.');
  }
  // A free port of its own: a PostgreSQL of a developer's test run may hold the module's default one.
  const server = await startPgServer({ port: await freePort() });
  if (typeof server?.url !== 'string' || !server.url.startsWith('postgres')) {
    throw new Error('startPgServer() from api/test/pg-server.mjs did not give a postgres:// url.');
  }
  return server;
}
