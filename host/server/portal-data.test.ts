/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { ofertaQueryKey } from '@portal/shared/api';
import { routeByName } from '@portal/shared/routes';
import { subjectOf } from '@portal/shared/metadatos';
import { configureEdgeApi, createPortalData } from './portal-data';
import { FILTROS_DE_LANDINGS } from '@portal/shared/testing';
import { OFERTA, PORTAL } from './testing/edge-fixtures';

let api: FastifyInstance;
let apiUrl: string;
let portalCalls = 0;
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
  configureEdgeApi(apiUrl);
  portalCalls = 0;
  portalFails = false;
});

describe('portal data from the api', () => {
  it('reuses a portal configuration until its time is up, then asks again', async () => {
    let now = 0;
    const data = createPortalData({ portalTtlMs: 60_000, now: () => now });
    expect(await data.portal('LocalHost')).toEqual(PORTAL);
    now = 59_999;
    expect(await data.portal('localhost')).toEqual(PORTAL);
    expect(portalCalls).toBe(1);
    now = 60_001;
    await data.portal('localhost');
    expect(portalCalls).toBe(2);
  });

  it('gives the default portal for an unknown host, and when the api cannot be reached (then asks again)', async () => {
    expect(await createPortalData().portal('otro.localhost')).toEqual(DEFAULT_PORTAL_CONFIG);
    configureEdgeApi('http://127.0.0.1:9', 500);
    expect(await createPortalData().portal('localhost')).toEqual(DEFAULT_PORTAL_CONFIG);
  });

  it("keeps a host's last portal, however old, while the api cannot answer", async () => {
    let now = 0;
    const data = createPortalData({ portalTtlMs: 60_000, now: () => now });
    expect(await data.portal('localhost')).toEqual(PORTAL);
    portalFails = true;
    now = 3_600_000;
    expect(await data.portal('localhost')).toEqual(PORTAL);
    expect(portalCalls).toBe(2);
  });

  it("asks for a page's subject through the shared client: its answer, the api's 404, or an api that could not say", async () => {
    const data = createPortalData();
    const subject = (oferta: string) => data.subject(subjectOf(routeByName('oferta'), { oferta }, 1)!);
    expect(await subject(`cajero-${OFERTA.idOferta}`)).toEqual({ answer: OFERTA });
    expect(subjectOf(routeByName('oferta'), { oferta: 'cajero-123' }, 1)?.key).toBe(ofertaQueryKey(123));
    expect(await subject('cajero-999')).toBe('notFound');
    expect(await subject('cajero-500')).toBe('unknown');
    // An answer that is not the contract's is as good as none.
    expect(await data.subject(subjectOf(routeByName('landing'), { landing: 'trabajo-nunoa' }, 2)!)).toBe('unknown');
    expect(await data.subject(subjectOf(routeByName('landing'), { landing: 'trabajo-nunoa' }, 1)!)).toEqual({ answer: FILTROS_DE_LANDINGS });
    configureEdgeApi('http://127.0.0.1:9', 500);
    expect(await subject(`cajero-${OFERTA.idOferta}`)).toBe('unknown');
  });
});
