// Builds the api over a fresh test database, for route tests through `app.inject`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { almacenEnCarpeta } from '../../src/almacen/carpeta';
import { abrirDbDePrueba, type DbDePrueba } from './db-de-prueba';

export const SECRETO_DE_PRUEBA = 'secreto-solo-para-pruebas-0123456789';

export interface Entorno {
  app: App;
  base: DbDePrueba;
  close(): Promise<void>;
}

export type OpcionesDePrueba = Pick<
  AppOptions,
  'logger' | 'limitesLogin' | 'limitesDocumentos' | 'almacen' | 'tiempos' | 'proxies' | 'origenesPortal' | 'enlacesPorMinuto' | 'tarjetasPorMinuto' | 'secretoIngresoExterno' | 'solicitudesRegistroPorMinuto' | 'solicitudesRecuperacionPorMinuto' | 'cobro'
>;

export async function crearEntorno(opciones: OpcionesDePrueba = {}): Promise<Entorno> {
  const base = await abrirDbDePrueba();
  // Uploads of a test go to a folder of its own, never to the repository's data folder.
  const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-archivos-'));
  const app = await buildApp({ db: base.db, jwtSecret: SECRETO_DE_PRUEBA, almacen: almacenEnCarpeta(carpeta), ...opciones });
  return {
    app,
    base,
    close: async () => {
      await app.close();
      await base.close();
      fs.rmSync(carpeta, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's api: built in a beforeAll of its own and closed in an afterAll, so a file declares it in
 * one line. Its `app` and `base` are there from the first beforeAll declared after it on.
 */
export function entornoDelArchivo(opciones: OpcionesDePrueba = {}): Pick<Entorno, 'app' | 'base'> {
  let actual: Entorno | undefined;
  beforeAll(async () => {
    actual = await crearEntorno(opciones);
  }, ARRANQUE_MS);
  afterAll(() => actual?.close());
  const listo = () => {
    if (!actual) throw new Error('El entorno de prueba aún no está listo: úsalo dentro de un test o de un beforeAll');
    return actual;
  };
  return {
    get app() {
      return listo().app;
    },
    get base() {
      return listo().base;
    },
  };
}

/** GET through inject, asserting the status and parsing the body with a contract schema. */
export async function obtener<S extends v.GenericSchema>(app: App, url: string, schema: S, status = 200): Promise<v.InferOutput<S>> {
  const respuesta = await app.inject({ method: 'GET', url });
  expect({ url, status: respuesta.statusCode }).toEqual({ url, status });
  return v.parse(schema, respuesta.json());
}

export const ARRANQUE_MS = 180_000;
