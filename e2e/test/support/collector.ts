// A local stand-in for third-party services: records every POST body (error reporter, tracing) and every
// script fetched (GET: an empty script, never cached), answers CORS for any origin, listens on a free
// loopback port. Nothing leaves this machine.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  /** The query string, without "?". */
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Collector {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  received: Received[];
  close: () => Promise<void>;
}

export async function startCollector(): Promise<Collector> {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    // BugSnag Performance sends spans once its service has told it a sampling probability: keep them all.
    res.setHeader('Bugsnag-Sampling-Probability', '1');
    res.setHeader('Access-Control-Expose-Headers', 'Bugsnag-Sampling-Probability');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://collector');
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method ?? '', path: url.pathname, query: url.search.slice(1), headers: req.headers, body });
    if (req.method === 'GET') {
      return res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end('/* script de prueba */');
    }
    res.writeHead(202).end();
  });
  // Port 0: the system picks a free port, so no earlier server can answer in this one's place.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
