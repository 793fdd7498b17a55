/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { createPortalData } from './portal-data';
import { FILTROS_DE_LANDINGS } from '@portal/shared/testing';
import { OFERTA, PORTAL } from './testing/edge-fixtures';

let api: FastifyInstance;
let apiUrl: string;
let portalCalls = 0;
let filtrosCalls = 0;
let portalFails = false;

beforeAll(async () => {
  api = Fastify();
  api.get('/api/config/portal', async (request, reply) => {
    portalCalls += 1;
    if (portalFails) return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'falla' });
    const { dominio } = request.query as { dominio: string };
    return dominio === 'localhost' ? PORTAL : reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No hay portal' });
  });
  api.get('/api/ofertas/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === '500') return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'falla' });
    return id === String(OFERTA.idOferta) ? OFERTA : reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No existe' });
  });
  api.get('/api/busqueda/filtros', async (request, reply) => {
    filtrosCalls += 1;
    const { idDominio } = request.query as { idDominio: string };
    if (idDominio === '500') return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'falla' });
    // An answer that is not the contract's (a region without its comunas) is as good as none.
    if (idDominio === '2') return { ...FILTROS_DE_LANDINGS, regiones: [{ idRegion: 13, nombre: 'Región Metropolitana de Santiago' }] };
    return FILTROS_DE_LANDINGS;
  });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());
beforeEach(() => {
  portalCalls = 0;
  filtrosCalls = 0;
  portalFails = false;
});

describe('portal data from the api', () => {
  it('reuses a portal configuration until its time is up, then asks again', async () => {
    let now = 0;
    const data = createPortalData({ apiUrl, portalTtlMs: 60_000, now: () => now });
    expect(await data.portal('LocalHost')).toEqual(PORTAL);
    now = 59_999;
    expect(await data.portal('localhost')).toEqual(PORTAL);
    expect(portalCalls).toBe(1);
    now = 60_001;
    await data.portal('localhost');
    expect(portalCalls).toBe(2);
  });

  it('gives the default portal for an unknown host, and when the api cannot be reached (then asks again)', async () => {
    expect(await createPortalData({ apiUrl }).portal('otro.localhost')).toEqual(DEFAULT_PORTAL_CONFIG);
    const down = createPortalData({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect(await down.portal('localhost')).toEqual(DEFAULT_PORTAL_CONFIG);
  });

  it("keeps a host's last portal, however old, while the api cannot answer", async () => {
    let now = 0;
    const data = createPortalData({ apiUrl, portalTtlMs: 60_000, now: () => now });
    expect(await data.portal('localhost')).toEqual(PORTAL);
    portalFails = true;
    now = 3_600_000;
    expect(await data.portal('localhost')).toEqual(PORTAL);
    expect(portalCalls).toBe(2);
  });

  it('tells a missing offer (null) from an api that could not answer (undefined)', async () => {
    const data = createPortalData({ apiUrl });
    expect(await data.oferta(OFERTA.idOferta)).toEqual(OFERTA);
    expect(await data.oferta(999)).toBeNull();
    expect(await data.oferta(500)).toBeUndefined();
  });

  it("reuses a portal's filter options until its time is up, and asks again after a failed answer", async () => {
    let now = 0;
    const data = createPortalData({ apiUrl, portalTtlMs: 60_000, now: () => now });
    expect(await data.filtros(1)).toEqual(FILTROS_DE_LANDINGS);
    now = 59_999;
    expect(await data.filtros(1)).toEqual(FILTROS_DE_LANDINGS);
    expect(filtrosCalls).toBe(1);
    now = 60_001;
    await data.filtros(1);
    expect(filtrosCalls).toBe(2);

    expect(await data.filtros(500)).toBeUndefined();
    expect(await data.filtros(500)).toBeUndefined();
    expect(filtrosCalls).toBe(4);
    expect(await data.filtros(2)).toBeUndefined();
    expect(await createPortalData({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 500 }).filtros(1)).toBeUndefined();
  });
});
