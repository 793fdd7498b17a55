import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from '@portal/shared/config';
import { TIPOS_PORTAL } from '@portal/shared/contract';
import { matchesEtag, opcionesDeLimites, SHARED_CACHE, weakEtag } from '@portal/shared/http';
import { matchRoute, ROUTES, type RouteDef } from '@portal/shared/routes';
import { apiProxy } from './api-proxy';
import { continueOnlyWithin, EDGE_BODY_LIMIT } from './body-limit';
import { robotsTxt, sitemapXml } from './crawlers';
import { EdgeError, registerEdgeErrorHandler } from './edge-errors';
import type { RemotesManifest } from '../src/lib/remotes-manifest';
import { withBody } from './page-body';
import { pageCacheControl } from './page-cache';
import { renderPage } from './pages';
import { configureEdgeApi, createPortalData, type PortalData } from './portal-data';
import { withIcon } from './portal-icon';
import { createPortalThemes, MARCAS_DIR, MARCAS_PREFIX, withBaseStyle, withTheme, type PortalThemes } from './portal-theme';
import { isValidHost, portalOrigin } from './request-host';
import { contentSecurityPolicy, HSTS, SECURITY_HEADERS, type CspSources } from './security-headers';
import { encodingFor, type PageEncoding, type PageRenderer } from './ssr/page-bytes';
import { rendersOnServer } from './ssr/renders-on-server';
import { DEFAULT_EDGE_TIMEOUTS, type EdgeTimeouts } from './timeouts';

export interface EdgeOptions {
  /** The host's production build (host/dist). */
  distDir: string;
  /** Remote name → mf-manifest.json URL, answered as /remotes.json. */
  remotes: Record<string, string>;
  /** Answered as /app-config.json. */
  appConfig: AppConfig;
  /** Where /api and /health are proxied to; also where the edge reads portals and offers for metadata. */
  apiUrl: string;
  /** THIRD_PARTY_SCRIPT_ORIGINS: origins allowed to serve scripts and be connected to, besides ours. */
  thirdPartyOrigins?: readonly string[];
  /**
   * Behind a TLS-terminating proxy: read the visitor's scheme, host and address from X-Forwarded-Proto/-Host/-For,
   * so canonical and card URLs say https://. The proxies' addresses or CIDR ranges, or how many hops in front of
   * the edge are proxies (config.ts); false: none.
   */
  trustProxy?: false | number | readonly string[];
  /** The route manifest (tests pass their own). */
  routes?: readonly RouteDef[];
  /** Portal configurations and offers (tests pass a stub); by default the api at apiUrl. */
  portalData?: PortalData;
  /** Largest body proxied to the api, in bytes (tests pass a small one); EDGE_BODY_LIMIT by default. */
  bodyLimit?: number;
  /** Portal themes (urlCSS) as the pages carry them (tests pass their own); read from the portal's stylesheet by default. */
  portalThemes?: PortalThemes;
  /** The demo portals' logos and themes, served at /marcas/ (host/marcas). */
  marcasDir?: string;
  /** Renders public pages on the server (host/server/ssr), as bytes to send; without it every page renders in the browser. */
  serverRender?: PageRenderer;
  /** How long the edge waits for a visitor and for the api (EDGE_*_TIMEOUT_MS); the defaults otherwise. */
  timeouts?: EdgeTimeouts;
  logger?: boolean;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Chunks are named [name].[contenthash].js: a new build never reuses a name, so they are cached forever
 * (also their .br/.gz copies, which the build writes beside them).
 */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|css)(?:\.br|\.gz)?$/;

/** Source maps are never served, should a build ever leave one in dist (shared/build/webpack-config.cjs). */
const SOURCE_MAP = /\.map$/i;

/** Crawler files change with the offers: an hour is fresh enough. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * A path is a page unless its last segment looks like a file name. A signed token (a JWT) has dots too, so a
 * route whose last segment is a checked param (`/ingresa-a-tu-cuenta/:jwt`) is matched first: a missing
 * chunk still gets a plain 404, never the HTML of a page.
 */
function isPagePath(url: string, routes: readonly RouteDef[]): boolean {
  const { pathname } = new URL(url, 'http://edge');
  if (extname(pathname) === '') return true;
  return TIPOS_PORTAL.some((tipoPortal) => {
    const match = matchRoute(pathname, tipoPortal, routes);
    const last = match?.route.path.split('/').at(-1) ?? '';
    return last.startsWith(':') && match?.route.params?.[last.slice(1)] !== undefined;
  });
}

/**
 * Fastify's trustProxy. A hop count is a function: Fastify believes no hop of a bare number, as it cannot tell a
 * proxy from a client that reached the edge directly (here the operator vouches that none can).
 */
function fastifyTrustProxy(trust: false | number | readonly string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust === false ? false : [...trust];
}

/**
 * The portal's edge: the host build with the right cache headers, an SPA fallback to index.html, the
 * run-time configuration (so a remote moves by changing an env variable, with no rebuild) and the api proxy.
 */
export async function buildEdge(options: EdgeOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? DEFAULT_EDGE_TIMEOUTS;
  const app = Fastify({ logger: options.logger ?? false, trustProxy: fastifyTrustProxy(options.trustProxy ?? false), ...opcionesDeLimites(timeouts) });
  const bodyLimit = options.bodyLimit ?? EDGE_BODY_LIMIT;
  continueOnlyWithin(app.server, bodyLimit);
  registerEdgeErrorHandler(app);
  const routes = options.routes ?? ROUTES;
  configureEdgeApi(options.apiUrl);
  const data = options.portalData ?? createPortalData();
  const cspSources: CspSources = {
    remotes: options.remotes,
    apiUrls: [options.appConfig.apiBaseUrl, options.appConfig.searchServiceUrl],
    thirdPartyOrigins: options.thirdPartyOrigins ?? [],
  };
  const csp = contentSecurityPolicy(cspSources);
  const marcasDir = options.marcasDir ?? MARCAS_DIR;
  const themes = options.portalThemes ?? createPortalThemes({ marcasDir });

  // Pages, /remotes.json and the api's JSON compressed (brotli or gzip, as the browser accepts): a results
  // page is 85 KB of HTML, about a sixth of it compressed, and on a phone's network every KB delays the first
  // paint. The build's files are compressed ahead (preCompressed below) and are sent as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  // Before anything reads the host name (portal, absolute URLs, the proxy's X-Forwarded-Host).
  app.addHook('onRequest', async (request) => {
    if (!isValidHost(request.host)) throw new EdgeError(400, 'HOST_INVALIDO');
  });
  app.addHook('onSend', async (request, reply) => {
    // An SVG of the api (a company's logo) keeps the stricter policy it came with: opened on its own, it is a
    // document, and the pages' policy would let it run the portal's scripts.
    const svg = String(reply.getHeader('content-type') ?? '').startsWith('image/svg+xml');
    const own = svg ? reply.getHeader('content-security-policy') : undefined;
    reply.headers({ ...SECURITY_HEADERS, 'content-security-policy': typeof own === 'string' ? own : csp });
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  app.get('/robots.txt', async (request, reply) => {
    const origin = portalOrigin(request, await data.portal(request.hostname));
    return reply.header('cache-control', CRAWLER_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(origin, routes));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    const portal = await data.portal(request.hostname);
    const origin = portalOrigin(request, portal);
    // A host name no portal declares has no pages to list.
    if (!origin) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    try {
      const xml = await sitemapXml(origin, portal, routes, data);
      return await reply.header('cache-control', CRAWLER_CACHE).type('application/xml; charset=utf-8').send(xml);
    } catch (error) {
      request.log.error(error);
      // Better no sitemap for now than one without its offers: crawlers come back.
      return reply.code(503).header('retry-after', '300').type('text/plain; charset=utf-8').send('Sitemap no disponible');
    }
  });

  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(options.remotes));
  app.get('/app-config.json', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send(options.appConfig),
  );

  await app.register(apiProxy, { apiUrl: options.apiUrl, bodyLimit, apiTimeoutMs: timeouts.apiMs });

  await app.register(fastifyStatic, {
    root: options.distDir,
    // A route per file of the build, which does not change while the edge runs: a page's path then goes
    // straight to sendPage, not through a directory listing and three failed opens (.br, .gz, plain) first.
    wildcard: false,
    // The build's .br/.gz copies are sent to browsers that accept them.
    preCompressed: true,
    // "/" is a page like any other: sendPage below gives it its metadata.
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', CONTENT_HASHED.test(filePath) ? IMMUTABLE : NO_CACHE);
    },
  });

  // The demo portals' identities (host/marcas): an SVG opened on its own is a document, so it gets a policy that
  // runs nothing.
  await app.register(fastifyStatic, {
    root: marcasDir,
    prefix: MARCAS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => /^\/[a-z0-9-]+\/[a-z0-9-]+\.(?:svg|css)$/.test(pathName),
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=3600').header('content-security-policy', "default-src 'none'; sandbox");
    },
  });

  // Read once, like the build's file list above (a new host build restarts the edge); again after a failed read.
  let shell: Promise<string> | null = null;
  const indexHtmlOf = () => (shell ??= readFile(join(options.distDir, 'index.html'), 'utf8').then(withBaseStyle).catch((error: unknown) => { shell = null; throw error; }));

  /**
   * index.html with the page's metadata, its data block (app configuration, remotes), and a 404 status where
   * the shell will show its 404 page. A public page also arrives rendered, when its remote can render it.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const portal = await data.portal(request.hostname);
    const [indexHtml, theme] = await Promise.all([indexHtmlOf(), themes.css(portal.urlCSS)]);
    const { pathname, search } = new URL(request.url, 'http://edge');
    const page = await renderPage(withTheme(withIcon(indexHtml, portal.urlIcono), theme), { origin: portalOrigin(request, portal), pathname, portal }, routes, data);
    const { cookie } = request.headers;
    if (page.status === 301 && page.location) {
      const cacheControl = pageCacheControl({ status: 301, cookie, portal, complete: true });
      return reply.code(301).header('cache-control', cacheControl).redirect(`${page.location}${search}`, 301);
    }
    const pageData = { appConfig: options.appConfig, remotes: options.remotes as RemotesManifest };
    const documento = { html: page.html, pageData, encoding: encodingFor(request.headers['accept-encoding']) };
    const renderRequest = page.status === 200 && page.route && options.serverRender ? { url: `${pathname}${search}`, route: page.route, portal, cookie, respuestas: page.respuestas, documento } : null;
    const rendered = renderRequest && options.serverRender ? await options.serverRender(renderRequest) : null;
    const complete = rendered !== null || !renderRequest || !rendersOnServer(renderRequest);
    const cacheControl = pageCacheControl({ status: page.status, cookie, portal, complete });
    reply.code(page.status).header('cache-control', cacheControl).type('text/html; charset=utf-8');
    // A validator only for a page whose content it names: not for an error or a not-found page.
    const validated = cacheControl === SHARED_CACHE && page.status === 200;
    if (rendered) {
      // Compressed by the render thread, as the browser asked: the compression of every other answer lets it by.
      reply.header('vary', 'accept-encoding');
      const body = Buffer.from(rendered.body.buffer, rendered.body.byteOffset, rendered.body.byteLength);
      return validated ? sendValidated(request, reply, body, rendered.etag, rendered.encoding) : sendEncoded(reply, body, rendered.encoding);
    }
    // The portal only with a rendered page: elsewhere the shell asks for it itself, as it can tell an api that
    // is down (the edge then only has the defaults) from a portal without a configuration.
    const html = withBody(page.html, pageData);
    if (!validated) return reply.send(html);
    // Encoded once, for the validator and for the answer (its compression too).
    const body = Buffer.from(html);
    return sendValidated(request, reply, body, weakEtag(body));
  }
  /** The page with its ETag, or a 304 (no body, so no encoding) when the browser or a cache already has it. */
  function sendValidated(request: FastifyRequest, reply: FastifyReply, body: Buffer, etag: string, encoding: PageEncoding = null) {
    reply.header('etag', etag);
    return matchesEtag(request.headers['if-none-match'], etag) ? reply.code(304).send() : sendEncoded(reply, body, encoding);
  }
  /** A body already compressed says how; one that is not is compressed on the way out, as any answer. */
  const sendEncoded = (reply: FastifyReply, body: Buffer, encoding: PageEncoding) => (encoding ? reply.header('content-encoding', encoding) : reply).send(body);
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  app.get('/', sendPage);
  // Any other path that is not a file is a route of the SPA too: a route, not the not-found handler, so that
  // the page is compressed like every route's answer (the build's files have a route each, which wins).
  app.get('/*', async (request, reply) => (isPagePath(request.url, routes) ? sendPage(request, reply) : notFound(reply)));
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));

  return app;
}
