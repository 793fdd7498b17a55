// A remote that answers 500, serves broken JavaScript or hangs never blanks the portal: its routes show
// the Spanish fallback with "Reintentar", the rest works. (It shows after about 1 s, or about 7 s when the remote
// hangs: figures for the bench scripts, not for this test.)
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { openPage, useBrowser } from './support/browser';
import { findByRole } from './support/queries';
import { stackInfo, startService, stopService } from './support/stack';

useBrowser();

type Fault = 'answers 500' | 'serves broken JavaScript' | 'hangs';

const FAULT_PORT = stackInfo.ports.host + 102;
const realManifest = () => readFileSync(join(__dirname, '..', '..', 'mfe-content', 'dist', 'mf-manifest.json'), 'utf8');

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
  res.end(body);
}

/** Stands in for mfe-content's CDN, failing in the given way. */
async function startFaultyRemote(fault: Fault): Promise<{ manifest: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (fault === 'hangs') return; // never answers
    if (fault === 'answers 500') return send(res, 500, 'text/plain', 'Internal Server Error');
    // The real manifest, so the runtime goes on to fetch remoteEntry.js and chunks: those are not JavaScript.
    if (req.url?.startsWith('/mf-manifest.json')) return send(res, 200, 'application/json', realManifest());
    send(res, 200, 'application/javascript', 'export default {; // truncated deploy');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(FAULT_PORT, '127.0.0.1', resolve));
  return {
    manifest: `http://localhost:${FAULT_PORT}/mf-manifest.json`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function restartHost(env: Record<string, string> = {}) {
  await stopService('host');
  await startService('host', env);
}

describe('a remote that fails', () => {
  afterAll(() => restartHost());

  test.each<Fault>(['answers 500', 'serves broken JavaScript', 'hangs'])('when mfe-content %s, /noticias shows the fallback and the home still works', async (fault) => {
    const remote = await startFaultyRemote(fault);
    try {
      await restartHost({ MFE_CONTENT_URL: remote.manifest });
      await openPage('localhost', '/noticias');
      await findByRole('button', { name: 'Reintentar' });
      await findByRole('heading', { name: /no está disponible/i });

      await openPage('localhost', '/');
      await findByRole(['searchbox', 'textbox', 'combobox'], { name: /busca/i });
    } finally {
      await remote.close();
    }
  });
});
