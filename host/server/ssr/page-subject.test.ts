/** @jest-environment node */
// One declaration per route feeds the edge's status, metadata and server render: a server-rendered offer page
// asks the api for its offer once, and its render shows that same answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { ofertaQueryKey, getOferta, useQuery } from '@portal/shared/api';
import type { Oferta } from '@portal/shared/contract';
import { edgeOptionsFromEnv } from '../config';
import { buildEdge } from '../edge';
import type { RemotesManifest } from '../../src/lib/remotes-manifest';
import { BUILT_INDEX_HTML, OFERTA, PORTAL } from '../testing/edge-fixtures';
import { pagesOf } from './page-bytes';
import type { RemoteModules } from './remote-modules';
import { createServerRenderer } from './server-render';

// As in the edge bundle (scripts/lib/servers.mjs): the shell loads remote modules through the edge's door.
jest.mock('../../src/lib/federation', () => jest.requireActual('./federation'));

const REMOTES = Object.fromEntries(
  ['mfe_search', 'mfe_account', 'mfe_feria', 'mfe_content'].map((name) => [name, `http://remotos.test/${name}/mf-manifest.json`]),
) as RemotesManifest;

/** The offer page as mfe-search writes it: its offer read through useQuery under the route subject's key. */
function OfertaPage() {
  const { data } = useQuery(ofertaQueryKey(OFERTA.idOferta), (signal) => getOferta(OFERTA.idOferta, signal));
  return createElement('h1', null, data?.nombreCargo ?? 'Cargando oferta');
}

const modules: RemoteModules = {
  prepare: async (needs) => needs.every(([remote]) => remote === 'mfe_search'),
  loaded: (_remote, expose) => (expose === 'pages' ? { pages: { oferta: OfertaPage }, loaders: {} } : { SearchBox: () => null }),
  manifest: () => undefined,
};

let api: FastifyInstance;
let edge: FastifyInstance;
let distDir: string;
const ofertasPedidas: string[] = [];

beforeAll(async () => {
  api = Fastify();
  api.get('/api/config/portal', async () => PORTAL);
  api.get('/api/ofertas/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    ofertasPedidas.push(id);
    return id === String(OFERTA.idOferta) ? OFERTA : reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No existe' });
  });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  distDir = mkdtempSync(join(tmpdir(), 'edge-subject-'));
  writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
  const serverRender = createServerRenderer({ remotes: REMOTES, appConfig: {} as never, apiUrl, modules });
  edge = await buildEdge({ ...edgeOptionsFromEnv({ API_URL: apiUrl }, distDir), serverRender: pagesOf(serverRender) });
});
afterAll(async () => {
  await edge.close();
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});
beforeEach(() => {
  ofertasPedidas.length = 0;
});

it('a server-rendered offer page asks the api for its offer once: for its status, its metadata and its render', async () => {
  const page = await edge.inject({ url: `/trabajo/cajero-bancario-${OFERTA.idOferta}`, headers: { host: 'localhost' } });
  expect(page.statusCode).toBe(200);
  // The title names the offer (its company's name escaped).
  expect(page.body).toContain(`<title>${OFERTA.nombreCargo} en Banco`);
  expect(page.body).toContain(`<h1>${OFERTA.nombreCargo}</h1>`);
  const respuestas = JSON.parse(/"respuestas":(\{.*?\}),"fechaServidor"/.exec(page.body)?.[1] ?? '{}') as Record<string, Oferta>;
  expect(respuestas[ofertaQueryKey(OFERTA.idOferta)]?.idOferta).toBe(OFERTA.idOferta);
  expect(ofertasPedidas).toEqual([String(OFERTA.idOferta)]);
});

it('an offer the api does not have is a 404, asked once and never rendered', async () => {
  const page = await edge.inject({ url: '/trabajo/cajero-999', headers: { host: 'localhost' } });
  expect(page.statusCode).toBe(404);
  expect(page.body).not.toContain('<h1>');
  expect(ofertasPedidas).toEqual(['999']);
});
