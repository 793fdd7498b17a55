// The storage contract every driver keeps, run against each one: the local folder and an S3 bucket on a
// real S3-protocol server (s3rver), never a mock of the SDK.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Almacen } from '../src/almacen/almacen';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { almacenS3 } from '../src/almacen/s3';
import { abrirServidorS3 } from './support/servidor-s3';

interface Driver {
  almacen: Almacen;
  /** What the storage holds, sorted, read around the driver. */
  guardados(): Promise<string[]>;
  cerrar(): Promise<void>;
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local folder',
    async () => {
      const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-contrato-'));
      return {
        almacen: almacenEnCarpeta(carpeta),
        guardados: async () => fs.readdirSync(carpeta).sort(),
        cerrar: async () => fs.rmSync(carpeta, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3 bucket',
    async () => {
      const servidor = await abrirServidorS3();
      const almacen = almacenS3(servidor.configuracion);
      return {
        almacen,
        guardados: () => servidor.objetos(),
        cerrar: async () => {
          almacen.cerrar();
          await servidor.cerrar();
        },
      };
    },
  ],
];

const BYTES = Buffer.from('%PDF-1.4\ncontenido de prueba\n%%EOF\n');
/** A stream in several chunks, as an upload arrives. */
const enTrozos = (bytes: Buffer) => Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]);

describe.each(drivers)('storage in a %s', (_nombre, abrir) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await abrir();
  });
  afterAll(() => driver?.cerrar());

  it('stores a stream under a new key each time and reads the same bytes back', async () => {
    const primera = await driver.almacen.guardar(enTrozos(BYTES), 'pdf');
    const segunda = await driver.almacen.guardar(enTrozos(BYTES), 'pdf');
    expect(primera).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(segunda).not.toBe(primera);
    expect((await driver.almacen.leer(primera)).equals(BYTES)).toBe(true);
    expect(await driver.guardados()).toEqual([primera, segunda].sort());
    await driver.almacen.borrar(primera);
    await driver.almacen.borrar(segunda);
  });

  it('deletes a file, after which reading it says it does not exist, and deleting it again is no error', async () => {
    const clave = await driver.almacen.guardar(enTrozos(BYTES), 'png');
    await driver.almacen.borrar(clave);
    expect(await driver.guardados()).toEqual([]);
    await expect(driver.almacen.leer(clave)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(driver.almacen.borrar(clave)).resolves.toBeUndefined();
  });

  it('says a key never stored does not exist', async () => {
    await expect(driver.almacen.leer('00000000-0000-0000-0000-000000000000.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps nothing of an upload that fails half-way', async () => {
    async function* cortada() {
      yield BYTES;
      throw new Error('conexión cortada');
    }
    await expect(driver.almacen.guardar(Readable.from(cortada()), 'pdf')).rejects.toThrow('conexión cortada');
    expect(await driver.guardados()).toEqual([]);
  });

  it('refuses a key that is not one of its own (a path) before touching storage', async () => {
    await expect(driver.almacen.leer('../secreto.pdf')).rejects.toThrow('Clave de archivo no válida');
    await expect(driver.almacen.borrar('otra/carpeta.pdf')).rejects.toThrow('Clave de archivo no válida');
  });
});
