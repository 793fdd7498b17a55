// The S3 driver: objects in a private bucket of any S3-protocol service (AWS S3, MinIO, Ceph, R2), by
// path-style URLs so a self-hosted endpoint needs no wildcard DNS. Nothing is public: the api reads an
// object and serves it after its own ownership check, as with the folder.
// PutObject needs the length up front and cannot retry a stream it already read, while an upload is checked
// as it arrives: it is first written to a private temporary file (bounded memory, and a refused upload
// never reaches the bucket), then sent, from a fresh read of that file on each attempt.
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ALMACEN_CAIDO, comprobarClave, nuevaClave, type Almacen } from './almacen';

export interface ConfiguracionS3 {
  /** The service's URL; without it, AWS S3 of `region`. */
  endpoint?: string;
  cubo: string;
  region: string;
  /** Without them, the SDK's own chain (an instance role, AWS_* variables). */
  credenciales?: { accessKeyId: string; secretAccessKey: string };
}

export interface AlmacenS3 extends Almacen {
  /** Rejects, saying why in Spanish, when the bucket cannot be reached with this configuration. */
  comprobar(): Promise<void>;
  cerrar(): void;
}

const INTENTOS_SUBIDA = 3;
const ARCHIVO_PRIVADO = 0o600;

/** A failure of the service (down, refusing, wrong credentials): the routes answer 503 (almacen.ts). */
const caido = (accion: string, clave: string, error: unknown) =>
  Object.assign(new Error(`S3: no se pudo ${accion} ${clave}: ${(error as Error).message}`, { cause: error }), { code: ALMACEN_CAIDO });

const noExiste = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
/** A refusal of the request itself (a 4xx) will not change on a second try. */
const esDefinitivo = (error: unknown) => error instanceof S3ServiceException && error.$fault === 'client';

/** Why the bucket cannot be reached, in words for whoever starts the api. */
function porQueNoAccede(error: unknown): string {
  const estado = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (estado === 404) return 'el bucket no existe';
  if (estado === 403) return 'acceso denegado (revisa S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY)';
  const { name, message } = error as Error;
  // After its retries the SDK prefixes a network failure's message with its own words.
  return [name === 'Error' ? '' : name, message.replace(/^AWS SDK error wrapper for \w+: /, '')].filter(Boolean).join(': ');
}

export function almacenS3({ endpoint, cubo, region, credenciales }: ConfiguracionS3): AlmacenS3 {
  const opciones = {
    endpoint,
    region,
    credentials: credenciales,
    forcePathStyle: true,
    // Checksums only where the protocol requires them: S3-compatible services do not all accept the SDK's
    // newer default ones (CRC32 trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  } as const;
  const cliente = new S3Client(opciones);
  // Uploads retry here, each time from a fresh read of the spooled file (the SDK's warning that it cannot
  // retry a stream is silenced: we do, and report what fails for good).
  const clienteSubidas = new S3Client({ ...opciones, maxAttempts: 1, logger: { debug() {}, info() {}, warn() {}, error() {} } });
  const temporales = fsSync.mkdtempSync(path.join(os.tmpdir(), 'portal-subidas-'));

  async function subir(clave: string, ruta: string): Promise<void> {
    const { size } = await fs.stat(ruta);
    for (let intento = 1; ; intento++) {
      try {
        await clienteSubidas.send(new PutObjectCommand({ Bucket: cubo, Key: clave, Body: fsSync.createReadStream(ruta), ContentLength: size }));
        return;
      } catch (error) {
        if (intento >= INTENTOS_SUBIDA || esDefinitivo(error)) throw caido('guardar', clave, error);
      }
    }
  }

  async function borrar(clave: string): Promise<void> {
    comprobarClave(clave);
    try {
      await cliente.send(new DeleteObjectCommand({ Bucket: cubo, Key: clave }));
    } catch (error) {
      throw caido('eliminar', clave, error);
    }
  }

  return {
    async guardar(contenido, extension) {
      const clave = nuevaClave(extension);
      const temporal = path.join(temporales, clave);
      try {
        // Again each time: a cleaner of the temporary folder may have removed it since the start.
        await fs.mkdir(temporales, { recursive: true, mode: 0o700 });
        await pipeline(contenido, fsSync.createWriteStream(temporal, { flags: 'wx', mode: ARCHIVO_PRIVADO }));
        await subir(clave, temporal);
      } catch (error) {
        contenido.destroy();
        // A put whose answer was lost may have stored the object after all.
        if ((error as { code?: unknown }).code === ALMACEN_CAIDO) await borrar(clave).catch(() => {});
        throw error;
      } finally {
        await fs.rm(temporal, { force: true }).catch(() => {});
      }
      return clave;
    },
    async leer(clave) {
      comprobarClave(clave);
      try {
        const objeto = await cliente.send(new GetObjectCommand({ Bucket: cubo, Key: clave }));
        return Buffer.from(await objeto.Body!.transformToByteArray());
      } catch (error) {
        if (noExiste(error)) throw Object.assign(new Error(`No existe el archivo ${clave}`, { cause: error }), { code: 'ENOENT' });
        throw caido('leer', clave, error);
      }
    },
    borrar,
    async comprobar() {
      try {
        await cliente.send(new HeadBucketCommand({ Bucket: cubo }));
      } catch (error) {
        throw new Error(`No se pudo acceder al bucket «${cubo}» en ${endpoint ?? `AWS S3 (${region})`}: ${porQueNoAccede(error)}`, { cause: error });
      }
    },
    cerrar() {
      cliente.destroy();
      clienteSubidas.destroy();
      fsSync.rmSync(temporales, { recursive: true, force: true });
    },
  };
}
