// A rendered page as the bytes the edge sends: assembled, encoded, hashed for its validator and compressed in the
// render thread, so the edge's own thread only writes them. There, these steps (the page data's JSON, the UTF-8
// of 120 KB of HTML, the compression stream) took most of its time per results page, and every monitor's
// /check and /health queued behind them (issue 27).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { weakEtag } from '@portal/shared/http';
import type { PageData } from '../../src/app/page-data';
import { aroundRoot } from '../page-body';
import type { ServerRenderRequest } from './renders-on-server';
import type { ServerRendered, ServerRenderer } from './server-render';

/** What the browser accepts, as the edge compresses everything else (brotli first, then gzip). */
export type PageEncoding = 'br' | 'gzip' | null;

/** The page around the render: index.html with its head (metadata, theme), the data every page carries, the encoding. */
export interface PageDocument {
  html: string;
  pageData: Pick<PageData, 'appConfig' | 'remotes'>;
  encoding: PageEncoding;
}

export interface PageBytes {
  /** The whole page, compressed as `encoding` says; its buffer its own, so a thread can hand it over. */
  body: Uint8Array<ArrayBuffer>;
  /** Of the page before compression: the same for every encoding, as a weak validator may be. */
  etag: string;
  encoding: PageEncoding;
}

export type PageRenderRequest = ServerRenderRequest & { documento: PageDocument };

/** A page rendered on the server as its bytes, or null where it renders in the browser. */
export type PageRenderer = (request: PageRenderRequest) => Promise<PageBytes | null>;

/** The encoding for an Accept-Encoding header: one it names with a weight above 0 (`*` included). */
export function encodingFor(acceptEncoding: string | undefined): PageEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const weight = params.find((param) => param.startsWith('q='));
    weights.set(name, weight ? Number(weight.slice(2)) : 1);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

// Brotli's quality 4, as the edge compresses its other answers (@fastify/compress): close to gzip's time, smaller.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** The rendered page with its data block, its markup and styles, as bytes. */
export function pageBytes({ html, pageData, encoding }: PageDocument, portal: PageData['portal'], rendered: ServerRendered): PageBytes {
  const { canales, respuestas, fechaServidor, enNavegador } = rendered;
  const [before, after] = aroundRoot(html, { ...pageData, portal, render: { canales, respuestas, fechaServidor, enNavegador } }, rendered);
  // React's markup stays the bytes it wrote: read as text and encoded again, it cost 1.9 ms a results page.
  const page = Buffer.concat([Buffer.from(before), rendered.html, Buffer.from(after)]);
  // Here, not on libuv's threads: handed there, it cost the render thread as much and slowed every page.
  const body = encoding === 'br' ? brotliCompressSync(page, BROTLI) : encoding === 'gzip' ? gzipSync(page) : page;
  // A copy: Node's buffers may share one ArrayBuffer, which handing this one over would take from the others.
  return { body: new Uint8Array(body), etag: weakEtag(page), encoding };
}

/** A markup renderer as a page renderer: the edge's render threads, and its tests on their own thread. */
export function pagesOf(render: ServerRenderer): PageRenderer {
  return async ({ documento, ...request }) => {
    const rendered = await render(request);
    return rendered && pageBytes(documento, request.portal, rendered);
  };
}
