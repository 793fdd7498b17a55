// The load balancer and the shared cache of infra/ (issue 24), real HAProxy and nginx from Debian in front of
// two api replicas over one database: what a visitor notices when a replica dies, is unhealthy or is drained,
// and which answers the cache keeps.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { binarios, iniciarHaproxy, iniciarNginx, type Haproxy } from '../../infra/balanceador.mjs';
import { ARRANQUE_MS, crearEntorno, SECRETO_DE_PRUEBA, type Entorno } from './support/app-de-prueba';
import { jwtDe } from './support/postulacion';

const { haproxy: conHaproxy, nginx: conNginx } = binarios();
const instalados = Boolean(conHaproxy && conNginx);
if (!instalados && process.env.CI) throw new Error('Faltan haproxy y nginx: scripts/lib/system.mjs debió instalarlos.');
if (!instalados) console.warn('balanceador.test.ts omitido: instala haproxy y nginx-light (apt-get) para correrlo.');
const describir = instalados ? describe : describe.skip;

const puertoDe = (servidor: http.Server) => (servidor.address() as AddressInfo).port;
async function puertoLibre(): Promise<number> {
  const servidor = http.createServer();
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const puerto = puertoDe(servidor);
  await new Promise((r) => servidor.close(r));
  return puerto;
}
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

let entorno: Entorno;
let segunda: App;
let carpeta: string;
let balanceador: Haproxy;
let cache: { url: string; stop(): Promise<void> };
let enferma: http.Server;
/** Requests the unhealthy replica got besides its health checks. */
let pedidasALaEnferma = 0;
/** While true, the second replica dies in the middle of every request (the socket closes with no answer). */
let segundaMuere = false;
const postsEnLaPrimera: string[] = [];
let idOferta: number;
let demo: string;

async function escuchar(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return puertoDe(app.server);
}

async function esperarEstados(esperados: Record<string, string>) {
  for (let intento = 0; intento < 200; intento++) {
    const estados = await Promise.all(Object.keys(esperados).map(async (n) => (await balanceador.replica(n)).estado));
    if (estados.every((e, i) => e === Object.values(esperados)[i])) return;
    await esperar(100);
  }
  throw new Error(`las réplicas no llegaron a ${JSON.stringify(esperados)}`);
}

beforeAll(async () => {
  if (!instalados) return;
  entorno = await crearEntorno();
  entorno.app.addHook('onRequest', async (request) => {
    if (request.method === 'POST') postsEnLaPrimera.push(request.url);
  });
  // The second replica: another api process would do the same, on the same database and files.
  segunda = await buildApp({ db: entorno.base.db, jwtSecret: SECRETO_DE_PRUEBA, almacen: almacenEnCarpeta(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-balanceador-'))) });
  segunda.addHook('onRequest', async (request) => {
    if (segundaMuere && request.url !== '/health') request.raw.socket.destroy();
  });
  enferma = http.createServer((request, response) => {
    if (request.url !== '/health') pedidasALaEnferma += 1;
    response.statusCode = request.url === '/health' ? 503 : 200;
    response.end('{"replica":"enferma"}');
  });
  await new Promise<void>((r) => enferma.listen(0, '127.0.0.1', r));

  carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-balanceador-'));
  const replicas = [
    { nombre: 'r1', puerto: await escuchar(entorno.app) },
    { nombre: 'r2', puerto: await escuchar(segunda) },
    { nombre: 'r3', puerto: puertoDe(enferma) },
  ];
  balanceador = await iniciarHaproxy({ carpeta, puerto: await puertoLibre(), replicas });
  // Here the api stands for the edge: nginx caches whatever its origin marks as shareable.
  cache = await iniciarNginx({ carpeta, puerto: await puertoLibre(), origenes: [Number(new URL(balanceador.url).port)] });
  await esperarEstados({ r1: 'UP', r2: 'UP', r3: 'DOWN' });

  idOferta = (await (await fetch(`${balanceador.url}/api/searchjob?idDominio=857`)).json()).ofertas[0].idOferta;
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
}, ARRANQUE_MS);

afterAll(async () => {
  await cache?.stop();
  await balanceador?.stop();
  enferma?.close();
  await segunda?.close();
  await entorno?.close();
  if (carpeta) fs.rmSync(carpeta, { recursive: true, force: true });
});

const pedir = async (url: string, init: RequestInit = {}) => {
  const respuesta = await fetch(url, init);
  return { status: respuesta.status, replica: respuesta.headers.get('x-replica'), cache: respuesta.headers.get('x-cache-status'), control: respuesta.headers.get('cache-control'), cuerpo: await respuesta.text() };
};

describir('HAProxy in front of the api replicas', () => {
  it('spreads requests over the healthy replicas and sends none to one whose /health fails', async () => {
    const respuestas = [];
    for (let i = 0; i < 20; i++) respuestas.push(await pedir(`${balanceador.url}/api/ofertas/${idOferta}`));
    expect(respuestas.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(respuestas.map((r) => r.replica))).toEqual(new Set(['r1', 'r2']));
    expect(pedidasALaEnferma).toBe(0);
  });

  it('a GET whose replica dies before answering is answered by the other one; a POST is not sent twice', async () => {
    segundaMuere = true;
    try {
      const lecturas = [];
      for (let i = 0; i < 10; i++) lecturas.push(await pedir(`${balanceador.url}/api/ofertas/${idOferta}`));
      expect(lecturas.map((r) => [r.status, r.replica])).toEqual(Array(10).fill([200, 'r1']));

      // A failed sign-in each: a POST the dying replica received ends in an error, never in a second attempt.
      const antes = postsEnLaPrimera.length;
      const escrituras = [];
      for (let i = 0; i < 6; i++) {
        const login = pedir(`${balanceador.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: 'nadie@portal.cl', clave: 'no-es-la-clave' }) });
        // HAProxy answers 502 or, like the replica, closes the connection: either way the client sees a failure.
        escrituras.push(await login.catch(() => ({ status: 0, replica: null })));
      }
      const respondidas = escrituras.filter((r) => r.replica === 'r1');
      expect(postsEnLaPrimera.length - antes).toBe(respondidas.length);
      expect(respondidas.length).toBeLessThan(escrituras.length);
      expect(escrituras.filter((r) => r.replica !== 'r1').every((r) => r.status === 0 || r.status >= 500)).toBe(true);
    } finally {
      segundaMuere = false;
    }
  });

  it('a drained replica gets no new requests, and comes back when made ready', async () => {
    await esperarEstados({ r1: 'UP', r2: 'UP' });
    await balanceador.estado('r2', 'drain');
    const drenadas = [];
    for (let i = 0; i < 10; i++) drenadas.push(await pedir(`${balanceador.url}/api/ofertas/${idOferta}`));
    expect(drenadas.map((r) => [r.status, r.replica])).toEqual(Array(10).fill([200, 'r1']));

    await balanceador.estado('r2', 'ready');
    const despues = [];
    for (let i = 0; i < 10; i++) despues.push((await pedir(`${balanceador.url}/api/ofertas/${idOferta}`)).replica);
    expect(despues).toContain('r2');
  });

  it('a GET keeps being answered once a replica is stopped outright', async () => {
    await segunda.close();
    const respuestas = [];
    for (let i = 0; i < 10; i++) respuestas.push(await pedir(`${balanceador.url}/api/ofertas/${idOferta}`));
    expect(respuestas.map((r) => [r.status, r.replica])).toEqual(Array(10).fill([200, 'r1']));
  });
});

describir('nginx as the shared cache', () => {
  const url = () => `${cache.url}/api/ofertas/${idOferta}?cache=${encodeURIComponent(expect.getState().currentTestName ?? '')}`;

  it("serves a visitor's public answer from the cache the second time, the same answer", async () => {
    const primera = await pedir(url());
    const segundaVez = await pedir(url());
    expect([primera.status, primera.cache]).toEqual([200, 'MISS']);
    expect([segundaVez.status, segundaVez.cache]).toEqual([200, 'HIT']);
    expect(segundaVez.cuerpo).toBe(primera.cuerpo);
  });

  it('never answers a signed-in request from the cache nor keeps its answer for visitors', async () => {
    await pedir(url());
    const conToken = await pedir(url(), { headers: { authorization: `Bearer ${demo}` } });
    const conCookie = await pedir(url(), { headers: { cookie: 'tema=claro; loginComunidad=%7B%22jwt%22%3A%22x%22%7D' } });
    const conCookieCandidato = await pedir(url(), { headers: { cookie: 'candidatoComunidad=1' } });
    expect([conToken.status, conToken.cache, conToken.control]).toEqual([200, 'BYPASS', 'private, no-cache']);
    expect([conCookie.cache, conCookieCandidato.cache]).toEqual(['BYPASS', 'BYPASS']);

    // The visitor after them still gets the visitors' copy, not the candidate's answer.
    const visitante = await pedir(url());
    expect(visitante.cache).toBe('HIT');
    expect(visitante.control).toMatch(/s-maxage/);
  });

  it('does not keep an answer its origin marks as not shareable', async () => {
    const primera = await pedir(`${cache.url}/api/ofertas/999999999`);
    const segundaVez = await pedir(`${cache.url}/api/ofertas/999999999`);
    expect([primera.status, segundaVez.status]).toEqual([404, 404]);
    expect(segundaVez.cache).not.toBe('HIT');
  });
});
