// Static file server for a remote's production build (`<app>/dist`), as a CDN would serve it:
// CORS for every origin (the host and every demo host name load remotes cross-origin), no-cache for the
// files that name the current build (mf-manifest.json, remoteEntry.js, html, json), a year's immutable
// cache for content-hashed chunks, brotli or gzip for text, ETag revalidation. Never a source map (a build
// should not leave one in dist; should it, it stays private), and HSTS only on answers that went out over https.
import { createReadStream } from 'node:fs';
import { stat, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { assertPortFree } from './ports.mjs';

const contentTypes = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.json', '.txt', '.svg']);

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached us over https: our own TLS, or, behind a TLS-terminating proxy that we trust,
 * the last scheme in X-Forwarded-Proto (the one that proxy wrote, as Fastify reads it on the edge).
 */
function overHttps(req, trustProxy) {
  if (req.socket.encrypted) return true;
  const forwarded = trustProxy ? String(req.headers['x-forwarded-proto'] ?? '') : '';
  return forwarded.split(',').at(-1).trim().toLowerCase() === 'https';
}

/** A file name carrying a content hash of 8+ hex digits (`123.4f9a0c1d.js`, `main-4f9a0c1d2e.css`). */
const hashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(fileName) {
  const ext = extname(fileName);
  if (fileName === 'mf-manifest.json' || fileName === 'remoteEntry.js' || ext === '.html' || ext === '.json') {
    return 'no-cache';
  }
  return hashed.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Creates (but does not start) the server. `trustProxy`: behind a proxy that terminates TLS and sets
 * X-Forwarded-Proto itself (EDGE_TRUSTED_PROXIES, EDGE_PROXY_HOPS or EDGE_TRUST_PROXY=1, as for the edge).
 */
export function createStaticServer(dir, { trustProxy = false } = {}) {
  const base = resolve(dir);
  const compressedCache = new Map(); // `${path}:${mtimeMs}:${encoding}` → Buffer

  async function compressed(path, mtimeMs, encoding) {
    const key = `${path}:${mtimeMs}:${encoding}`;
    let body = compressedCache.get(key);
    if (!body) {
      const raw = await readFile(path);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzipSync(raw, { level: 9 });
      compressedCache.set(key, body);
    }
    return body;
  }

  return createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    // Lets the page's performance timeline report sizes of these cross-origin files (npm run bench).
    res.setHeader('Timing-Allow-Origin', '*');
    if (overHttps(req, trustProxy)) res.setHeader('Strict-Transport-Security', HSTS);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
      const path = join(base, relative || 'index.html');
      if (path !== base && !path.startsWith(base + sep)) {
        res.writeHead(403);
        return res.end();
      }
      const info = path.toLowerCase().endsWith('.map') ? null : await stat(path).catch(() => null);
      if (!info?.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        return res.end(`Not found: ${pathname}\n`);
      }
      const fileName = path.slice(path.lastIndexOf(sep) + 1);
      const ext = extname(fileName);
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(fileName),
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
      };
      if (compressible.has(ext)) headers.Vary = 'Accept-Encoding';
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        return res.end();
      }
      const encoding = compressible.has(ext) && info.size > 256 ? pickEncoding(req.headers['accept-encoding']) : null;
      if (encoding) {
        const body = await compressed(path, info.mtimeMs, encoding);
        res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      res.writeHead(200, { ...headers, 'Content-Length': info.size });
      if (req.method === 'HEAD') return res.end();
      createReadStream(path).pipe(res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Error: ${error.message}\n`);
    }
  });
}

/**
 * Whether the edge is told of proxies in front of it (host/server/config.ts): the remotes sit behind the same ones.
 * X-Forwarded-Proto only decides HSTS here, so any of the three settings will do.
 */
const behindProxy = (env) => env.EDGE_TRUST_PROXY === '1' || Boolean(env.EDGE_PROXY_HOPS || env.EDGE_TRUSTED_PROXIES);

/** Checks the port, then serves `dir` on it (all addresses). Resolves to the listening server. */
export async function serveStatic({ dir, port, name = dir, portEnv, trustProxy = behindProxy(process.env) }) {
  await assertPortFree(port, name, portEnv);
  const server = createStaticServer(dir, { trustProxy });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, resolveListen);
  });
  return server;
}
