// Two api replicas on one database (two apps on the same PGlite or PostgreSQL, as two processes behind a
// load balancer would be) allow together exactly what one allows, and the next request gets the same
// Spanish 429 from either of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { ApiErrorSchema } from '@portal/shared/contract';
import { buildApp, type App, type AppOptions } from '../src/app';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { contadorCompartido } from '../src/red/contador-compartido';
import { ARRANQUE_MS, SECRETO_DE_PRUEBA } from './support/app-de-prueba';
import { jwtDe } from './support/cuentas';
import { abrirDbDePrueba, type DbDePrueba } from './support/db-de-prueba';

jest.setTimeout(60_000);

const LIMITES: Partial<AppOptions> = { enlacesPorMinuto: 3, solicitudesRecuperacionPorMinuto: 4, limitesDocumentos: { porMinuto: 3 } };

let base: DbDePrueba;
let carpeta: string;
let replicas: App[] = [];
beforeAll(async () => {
  base = await abrirDbDePrueba();
  carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-replicas-'));
  for (let i = 0; i < 2; i++) replicas.push(await buildApp({ db: base.db, jwtSecret: SECRETO_DE_PRUEBA, almacen: almacenEnCarpeta(carpeta), ...LIMITES }));
}, ARRANQUE_MS);
afterAll(async () => {
  for (const app of replicas) await app.close();
  replicas = [];
  await base?.close();
  fs.rmSync(carpeta, { recursive: true, force: true });
});

/** The replica the load balancer sends the n-th request to: each in turn. */
const replica = (n: number) => replicas[n % replicas.length]!;
const error = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json());

function acortar(app: App, n: number, cliente: string) {
  return app.inject({
    method: 'POST',
    url: '/api/enlaces-cortos',
    payload: { url: `http://localhost:8080/trabajo/${n + 1}` },
    headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-for': cliente },
  });
}

describe('limits shared by every replica', () => {
  it('short links: 3 a minute from one address over both replicas, then the Spanish 429 from either', async () => {
    const estados = [];
    for (let n = 0; n < 3; n++) estados.push((await acortar(replica(n), n, '198.51.100.20')).statusCode);
    expect(estados).toEqual([200, 200, 200]);
    for (const app of replicas) {
      expect(error(await acortar(app, 9, '198.51.100.20'))).toMatchObject({
        statusCode: 429,
        code: 'DEMASIADOS_ENLACES',
        message: 'Creaste demasiados enlaces cortos en poco tiempo. Espera un minuto e inténtalo nuevamente.',
      });
    }
    // Another address keeps its own count.
    expect((await acortar(replica(1), 9, '198.51.100.21')).statusCode).toBe(200);
  });

  it('short links: 10 requests at once from one address over both replicas get exactly 3 links', async () => {
    const respuestas = await Promise.all(Array.from({ length: 10 }, (_, n) => acortar(replica(n), n, '198.51.100.22')));
    const estados = respuestas.map((r) => r.statusCode).sort();
    expect(estados).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
  });

  it('password recovery: 4 a minute from one address over both replicas, then the Spanish 429', async () => {
    const pedir = (app: App, n: number) =>
      app.inject({ method: 'POST', url: '/api/recuperacion', payload: { identificador: `replica${n}@correo.cl` }, headers: { 'x-forwarded-for': '198.51.100.30' } });
    const estados = [];
    for (let n = 0; n < 4; n++) estados.push((await pedir(replica(n), n)).statusCode);
    expect(estados).toEqual([200, 200, 200, 200]);
    expect(error(await pedir(replica(4), 4))).toMatchObject({
      statusCode: 429,
      code: 'DEMASIADAS_SOLICITUDES',
      message: 'Hiciste demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo nuevamente.',
    });
  });

  it("an account's documents: 3 a minute over both replicas, then the Spanish 429 with Retry-After", async () => {
    const jwt = await jwtDe(replica(0), 'demo@portal.cl');
    const exportar = (app: App) => app.inject({ url: '/api/cuenta/datos', headers: { authorization: `Bearer ${jwt}` } });
    const estados = [];
    for (let n = 0; n < 3; n++) estados.push((await exportar(replica(n))).statusCode);
    expect(estados).toEqual([200, 200, 200]);
    const excedida = await exportar(replica(3));
    expect(error(excedida)).toMatchObject({
      statusCode: 429,
      code: 'DEMASIADOS_DOCUMENTOS',
      message: 'Estás generando demasiados documentos en poco tiempo. Espera un momento e inténtalo nuevamente.',
    });
    expect(Number(excedida.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(excedida.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('the shared count', () => {
  /** Counts one request of `clave` in a window of `ventanaMs`, through a store as a new process would open it. */
  function contar(clave: string, ventanaMs: number): Promise<number> {
    const Contador = contadorCompartido(base.db);
    const contador = new Contador({});
    return new Promise((resolve, reject) => contador.incr(clave, (e, cuenta) => (e ? reject(e) : resolve(cuenta!.current)), ventanaMs, 1));
  }
  const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const claves = async () => (await base.db.query<{ clave: string }>(`SELECT clave FROM limite_solicitud WHERE clave LIKE 'prueba:%' ORDER BY clave`)).rows.map((f) => f.clave);

  it('starts again once a window has ended, and deletes the rows of ended windows', async () => {
    expect([await contar('prueba:a', 100), await contar('prueba:a', 100)]).toEqual([1, 2]);
    await esperar(300);
    expect(await contar('prueba:b', 60_000)).toBe(1);
    expect(await claves()).toEqual(['prueba:b']);
    expect(await contar('prueba:a', 100)).toBe(1);
  });
});
