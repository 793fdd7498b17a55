// A real S3-protocol server for tests (s3rver, on 127.0.0.1, a free port and a temp folder of its own) with
// one private bucket, and a client of the tests' own to look into it (never the driver under test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ConfiguracionS3 } from '../../src/almacen/s3';

export interface ServidorS3 {
  configuracion: ConfiguracionS3;
  /** The keys in the bucket, sorted. */
  objetos(): Promise<string[]>;
  cerrar(): Promise<void>;
}

export async function abrirServidorS3(cubo = 'archivos-de-prueba'): Promise<ServidorS3> {
  const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const servidor = new S3rver({ address: '127.0.0.1', port: 0, directory: carpeta, silent: true, configureBuckets: [{ name: cubo }] });
  const { port } = await servidor.run();
  // s3rver accepts these fixed credentials.
  const configuracion: ConfiguracionS3 = { endpoint: `http://127.0.0.1:${port}`, cubo, region: 'us-east-1', credenciales: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };
  const cliente = new S3Client({ endpoint: configuracion.endpoint, region: configuracion.region, credentials: configuracion.credenciales, forcePathStyle: true });
  return {
    configuracion,
    async objetos() {
      const { Contents = [] } = await cliente.send(new ListObjectsV2Command({ Bucket: cubo }));
      return Contents.map((objeto) => objeto.Key!).sort();
    },
    async cerrar() {
      cliente.destroy();
      await servidor.close();
      fs.rmSync(carpeta, { recursive: true, force: true });
    },
  };
}
