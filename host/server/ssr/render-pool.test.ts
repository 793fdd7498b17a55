/** @jest-environment node */
// The pool hands pages to render threads and never lets one hold a page up: a thread that is late or dies
// leaves that page to the browser, and a dead thread is replaced.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortalConfig } from '@portal/shared/contract';
import { routeByName } from '@portal/shared/routes';
import { createRenderPool } from './render-pool';
import type { PageBytes, PageDocument, PageRenderRequest } from './page-bytes';

let dir: string;
const pools: { close: () => Promise<void> }[] = [];

/** A render thread that answers by the page's path (its bytes moved, as the edge's thread does): `/lento` never, `/muere` by exiting. */
const THREAD = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, request }) => {
  if (request.url === '/lento') return;
  if (request.url === '/muere') process.exit(1);
  const body = new TextEncoder().encode(request.routeName + ' ' + request.url + ' ' + request.documento.html);
  parentPort.postMessage({ id, result: { body, etag: 'W/"x"', encoding: null } }, [body.buffer]);
});`;

const documento: PageDocument = { html: '<html>', pageData: {} as PageDocument['pageData'], encoding: null };
const request = (url: string): PageRenderRequest => ({ url, route: routeByName('oferta'), portal: {} as PortalConfig, cookie: undefined, documento });
/** The page a thread sent, as text. */
const pagina = (bytes: PageBytes | null) => bytes && new TextDecoder().decode(bytes.body);

function pool() {
  const created = createRenderPool({ script: join(dir, 'hilo.cjs'), threads: 1, deadlineMs: 1_500, remotes: {} as never, appConfig: {} as never, apiUrl: '' });
  pools.push(created);
  return created;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
  writeFileSync(join(dir, 'hilo.cjs'), THREAD);
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('renders in a thread, the route travelling by name', async () => {
  expect(pagina(await pool()(request('/trabajo/cajero-1')))).toBe('oferta /trabajo/cajero-1 <html>');
});

it('a page not rendered within the deadline goes to the browser; the others still render', async () => {
  const render = pool();
  const [late, next] = await Promise.all([render(request('/lento')), render(request('/trabajo/cajero-2'))]);
  expect(late).toBeNull();
  expect(pagina(next)).toBe('oferta /trabajo/cajero-2 <html>');
});

it('a thread that dies leaves its page to the browser and is replaced', async () => {
  const render = pool();
  await expect(render(request('/muere'))).resolves.toBeNull();
  expect(pagina(await render(request('/trabajo/cajero-3')))).toBe('oferta /trabajo/cajero-3 <html>');
});
