import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import * as v from 'valibot';
import { ApiErrorSchema } from '@portal/shared/contract';
import { buildApp, type App } from '../src/app';
import type { Db } from '../src/db/db';
import { PgliteDb } from '../src/db/pglite-db';
import { consultasDesdeHilo } from '../src/db/consultas-desde-hilo';
import { lockDataDir } from '../src/db/lock';
import { migrate } from '../src/db/migrate';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { generarEmpresas } from '../src/db/seed/empresas';
import { generarOfertas } from '../src/db/seed/ofertas';
import { OCUPACIONES_AGREGADAS } from '../src/db/seed/ocupaciones-agregadas';
import { Prng } from '../src/db/seed/prng';
import { REGIONES } from '../src/db/seed/chile';
import { abrirDbDePrueba, type DbDePrueba } from './support/db-de-prueba';
import { ARRANQUE_MS } from './support/app-de-prueba';

describe('data folder lock', () => {
  const carpeta = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-')), 'pglite');

  it('refuses a folder held by another live process, naming it', () => {
    const dataDir = carpeta();
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid)); // our parent process: alive
    expect(() => lockDataDir(dataDir)).toThrow(/está en uso por el proceso \d+/);
  });

  it('replaces a stale lock whose process is gone, and releases it', () => {
    const dataDir = carpeta();
    const muerto = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(`${dataDir}.lock`, muerto);
    const liberar = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    liberar();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe('seed generator', () => {
  it('produces the same offers on every run', () => {
    const generar = () => {
      const prng = new Prng(7);
      return generarOfertas(prng, generarEmpresas(prng, new Prng(8)), 300);
    };
    expect(generar()).toEqual(generar());
  });

  it('covers the 16 regions of Chile with correctly accented comunas', () => {
    expect(REGIONES).toHaveLength(16);
    const comunas = REGIONES.flatMap((r) => r.comunas);
    expect(comunas).toEqual(expect.arrayContaining(['Ñuñoa', 'Concepción', 'Valparaíso', 'Copiapó', 'Los Ángeles']));
  });

  it('scales to the 50,000 offers of the benchmarks, then adds the occupations added later in their share', () => {
    const prng = new Prng(1);
    const ofertas = generarOfertas(prng, generarEmpresas(prng, new Prng(2)), 50_000);
    const agregadas = new Set(OCUPACIONES_AGREGADAS.map((o) => o.clave));
    expect(ofertas.slice(0, 50_000).filter((o) => agregadas.has(o.clave))).toEqual([]);
    expect(ofertas.slice(50_000).every((o) => agregadas.has(o.clave))).toBe(true);
    expect(ofertas.length).toBeGreaterThan(52_500);
    expect(ofertas.length).toBeLessThan(60_000);
    expect(new Set(ofertas.map((o) => o.nombreArea)).size).toBeGreaterThanOrEqual(20);
    const visibles = ofertas.filter((o) => o.mostrarSueldo).length / ofertas.length;
    expect(visibles).toBeGreaterThan(0.65);
    expect(visibles).toBeLessThan(0.75);
  });
});

describe('database', () => {
  let base: DbDePrueba;
  beforeAll(async () => {
    base = await abrirDbDePrueba();
  }, ARRANQUE_MS);
  afterAll(() => base?.close());

  it('applies each migration once', async () => {
    expect(await migrate(base.db)).toEqual([]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      base.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO noticia_categoria (slug, nombre) VALUES ('temporal', 'Temporal')`);
        throw new Error('falla a propósito');
      }),
    ).rejects.toThrow('falla a propósito');
    const { rows } = await base.db.query(`SELECT 1 FROM noticia_categoria WHERE slug = 'temporal'`);
    expect(rows).toEqual([]);
  });

  it('never shows another thread what an open transaction has not committed', async () => {
    const otroHilo = consultasDesdeHilo(base.db.accesoDesdeHilo());
    const version = async () => Number((await otroHilo.query<{ n: string }>('SELECT count(*) AS n FROM noticia_categoria')).rows[0]!.n);
    const antes = await version();
    let leidaDurante: number | undefined;
    let lectura: Promise<number> | undefined;
    await base.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO noticia_categoria (slug, nombre) SELECT 'otro-hilo-' || i, 'Otro hilo' FROM generate_series(1, 1000) i`);
      lectura = version();
      void lectura.then((n) => (leidaDurante = n));
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    // PGlite has one session: the other thread waits for the COMMIT; PostgreSQL answers from the last commit.
    if (leidaDurante !== undefined) expect(leidaDurante).toBe(antes);
    else expect(await lectura).toBe(antes + 1000);
    expect(await version()).toBe(antes + 1000);
    await otroHilo.cerrar();
  });

  it('keeps the api answering while a slow query runs', async () => {
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-archivos-'));
    const app = await buildApp({ db: base.db, jwtSecret: 'x'.repeat(32), almacen: almacenEnCarpeta(carpeta) });
    await app.ready();
    let lenta = false;
    // An outcome, not a timing: the request is answered while the query is still running.
    const consulta = base.db.query('SELECT pg_sleep(5)').then(() => (lenta = true));
    const fecha = await app.inject('/api/fecha');
    expect(fecha.statusCode).toBe(200);
    expect(lenta).toBe(false);
    await consulta;
    await app.close();
    fs.rmSync(carpeta, { recursive: true, force: true });
  }, ARRANQUE_MS);
});

describe('GET /health', () => {
  let base: DbDePrueba;
  let estancada = false;
  let app: App;
  beforeAll(async () => {
    base = await abrirDbDePrueba();
    // The same database, except that while `estancada` its queries never answer (a hung server or worker).
    const db: Db = {
      kind: base.db.kind,
      query: <R>(sql: string, params?: readonly unknown[]) =>
        estancada ? new Promise<{ rows: R[] }>(() => {}) : base.db.query<R>(sql, params),
      exec: (sql) => base.db.exec(sql),
      transaction: (fn) => base.db.transaction(fn),
      close: async () => {},
      accesoDesdeHilo: () => base.db.accesoDesdeHilo(),
      // The engine's own probe (PostgreSQL: a connection of its own) stalls with the rest.
      sondear: () => (estancada ? new Promise<void>(() => {}) : (base.db.sondear?.(2000) ?? base.db.query('SELECT 1').then(() => undefined))),
    };
    app = await buildApp({ db, jwtSecret: 'x'.repeat(32) });
  }, ARRANQUE_MS);
  afterAll(async () => {
    await app?.close();
    await base?.close();
  });

  /** /health once it answers `status`: it answers from a probe made in the background every second. */
  async function saludCuando(status: number) {
    for (let intento = 0; ; intento++) {
      const respuesta = await app.inject('/health');
      if (respuesta.statusCode === status || intento === 100) return respuesta;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers ok while the database answers, 503 in Spanish once it stops answering, and ok again when it is back', async () => {
    const sana = await app.inject('/health');
    expect(sana.statusCode).toBe(200);
    expect(sana.json()).toEqual({ status: 'ok' });
    estancada = true;
    const caida = await saludCuando(503);
    estancada = false;
    expect(caida.statusCode).toBe(503);
    expect(v.parse(ApiErrorSchema, caida.json())).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'BASE_NO_DISPONIBLE',
      message: 'La base de datos no responde.',
    });
    expect((await saludCuando(200)).json()).toEqual({ status: 'ok' });
  });

  it('answers ok at once while slow queries hold the database (the one session of PGlite, every connection of the pool)', async () => {
    expect((await saludCuando(200)).statusCode).toBe(200);
    let terminadas = 0;
    const lentas = Array.from({ length: base.db.kind === 'postgres' ? 10 : 1 }, () => base.db.query('SELECT pg_sleep(1.5)').then(() => terminadas++));
    const salud = await app.inject('/health');
    expect({ status: salud.statusCode, terminadas }).toEqual({ status: 200, terminadas: 0 });
    await Promise.all(lentas);
  });

  // PostgreSQL's probe has a connection of its own, shared by every api on the database (the replicas of
  // the load balancer's test): a probe must not cut the one another api is waiting on.
  const conSondaPropia = process.env.TEST_DATABASE_URL ? it : it.skip;
  conSondaPropia('hears the database answer when several apis on it probe at the same moment', async () => {
    const sondear = (ms: number) => base.db.sondear!(ms);
    await expect(Promise.all([sondear(2000), sondear(2000), sondear(2000)])).resolves.toEqual([undefined, undefined, undefined]);
    await expect(sondear(2000)).resolves.toBeUndefined();
  });
});

describe('PGlite worker', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await PgliteDb.open({ tiempoMaximoMs: 300 });
  }, ARRANQUE_MS);
  // The last test ends the worker; when it is not run, the worker must not keep jest waiting.
  afterAll(() => db?.close().catch(() => undefined));

  it('caches 16 MB of the data in its shared buffers, not the 128 MB of PostgreSQL, which stayed resident whole', async () => {
    expect((await db.query('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('fails a call that gets no answer in time with 503, and answers the next one', async () => {
    await expect(db.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ statusCode: 503, code: 'BASE_NO_DISPONIBLE' });
    // Once the slow statement ends, the worker answers again (its late answer is dropped).
    let respuesta: { rows: { uno: number }[] } | undefined;
    for (let intento = 0; !respuesta && intento < 40; intento++) {
      respuesta = await db.query<{ uno: number }>('SELECT 1 AS uno').catch(() => undefined);
    }
    expect(respuesta?.rows).toEqual([{ uno: 1 }]);
  });

  it('fails every pending and later call with 503 once its worker dies, never hanging', async () => {
    const otroHilo = consultasDesdeHilo(db.accesoDesdeHilo());
    const pendiente = expect(db.query('SELECT pg_sleep(30)')).rejects.toMatchObject({ statusCode: 503, code: 'BASE_NO_DISPONIBLE' });
    // Both calls are long, so both are still pending when the worker dies, whichever reaches it first.
    const delOtroHilo = expect(otroHilo.query('SELECT pg_sleep(30)')).rejects.toMatchObject({ statusCode: 503, code: 'BASE_NO_DISPONIBLE' });
    await db['worker'].terminate();
    await pendiente;
    await delOtroHilo;
    await expect(otroHilo.query('SELECT 1')).rejects.toMatchObject({ statusCode: 503, code: 'BASE_NO_DISPONIBLE' });
    await expect(db.query('SELECT 1')).rejects.toMatchObject({ statusCode: 503, code: 'BASE_NO_DISPONIBLE' });
    await expect(db.exec('SELECT 1')).rejects.toMatchObject({ statusCode: 503 });
  });
});
