#!/usr/bin/env node
// Throwaway PostgreSQL for the api tests (Debian's postgresql 15): initdb in a temp folder, start on
// 127.0.0.1:<port>, print the URL; stop() (or Ctrl-C when run as a script) stops it and deletes the folder.
//
//   node api/test/pg-server.mjs [port]          # prints TEST_DATABASE_URL=postgres://…, runs until Ctrl-C
//   import { startPgServer } from './api/test/pg-server.mjs'; const pg = await startPgServer(); … await pg.stop();
//
// As root the server runs as the `postgres` system user (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function run(command, args) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

export async function startPgServer({ port = 54329 } = {}) {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) throw new Error(`No encuentro PostgreSQL en ${BIN} (apt-get install postgresql).`);
  if (!(await portFree(port))) throw new Error(`El puerto ${port} ya está en uso: ¿otro PostgreSQL de pruebas corriendo?`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  run(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run(path.join(BIN, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      run(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startPgServer({ port: Number(process.argv[2] ?? 54329) });
  console.log(`TEST_DATABASE_URL=${server.url}`);
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30); // the server runs detached: keep this process alive until a signal
}
