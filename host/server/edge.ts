import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '@portal/shared/config';

export interface EdgeOptions {
  /** The host's production build (host/dist). */
  distDir: string;
  /** Remote name → mf-manifest.json URL, answered as /remotes.json. */
  remotes: Record<string, string>;
  /** Answered as /app-config.json. */
  appConfig: AppConfig;
  /** Where /api and /health are proxied to. */
  apiUrl: string;
  logger?: boolean;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Chunks are named [name].[contenthash].js: a new build never reuses a name, so they are cached forever
 * (also their .br/.gz copies, which the build writes beside them).
 */
const CONTENT_HASHED = /\.[0-9a-f]{16,}\.(?:js|css)(?:\.map|\.br|\.gz)?$/;

/**
 * Headers that cost the app nothing. No script-src CSP yet: remotes come from origins only known at run
 * time and third-party scripts (tag manager, accessibility widget) are still to come.
 */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
  'permissions-policy': 'camera=(), microphone=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

function isPagePath(url: string): boolean {
  return extname(new URL(url, 'http://edge').pathname) === '';
}

/**
 * The portal's edge: the host build with the right cache headers, an SPA fallback to index.html, the
 * run-time configuration (so a remote moves by changing an env variable, with no rebuild) and the api proxy.
 */
export async function buildEdge(options: EdgeOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });

  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(options.remotes));
  app.get('/app-config.json', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send(options.appConfig),
  );

  await app.register(proxy, { upstream: options.apiUrl, prefix: '/api', rewritePrefix: '/api' });
  await app.register(proxy, { upstream: options.apiUrl, prefix: '/health', rewritePrefix: '/health' });

  await app.register(fastifyStatic, {
    root: options.distDir,
    // The build's .br/.gz copies are sent to browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', CONTENT_HASHED.test(filePath) ? IMMUTABLE : NO_CACHE);
    },
  });

  // Any path that is not a file is a route of the SPA: the shell decides what it shows (a page or the 404).
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url)) {
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
