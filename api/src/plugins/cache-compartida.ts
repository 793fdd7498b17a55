// Public answers a shared cache (the load balancer's, a CDN) may keep: a route opts in with
// `config: { compartida: true }`. A visitor's answer gets s-maxage and an ETag (a revalidation with the same
// ETag is a 304 without body); an answer to a request with a session is the candidate's own, never stored.
import fp from 'fastify-plugin';
import { matchesEtag, PRIVATE_CACHE, SHARED_CACHE, weakEtag } from '@portal/shared/http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer to a visitor is the same for every visitor: a shared cache may keep it. */
    compartida?: boolean;
  }
}

export const cacheCompartida = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config.compartida || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
      // A session may change the answer (an offer the candidate applied to): caches keep one copy per
      // Authorization, in practice only the visitors' one.
      reply.header('vary', 'Authorization');
      if (reply.statusCode !== 200) return payload;
      if (request.headers.authorization) {
        reply.header('cache-control', PRIVATE_CACHE);
        return payload;
      }
      reply.header('cache-control', SHARED_CACHE);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = weakEtag(payload);
      reply.header('etag', etag);
      if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
      reply.code(304).removeHeader('content-type');
      return null;
    });
  },
  { name: 'cache-compartida' },
);
