// `npx tsx api/bench/memoria-subidas.ts [--formularios 10]`: the api's memory while that many clients send at
// once an application of 12 files of almost 5 MB (60 MB) to an offer that asks for no documents, over real
// sockets (security issue 21: the api read every file of a form into memory before checking any). Prints the
// process's RSS before, at its peak and after, and each client's answer and when it came.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { medirSobreApi } from './api-de-bench';

const { values } = parseArgs({ options: { formularios: { type: 'string', default: '10' } } });
const ARCHIVOS = 12;
const BYTES_ARCHIVO = 4_990_000;
const LIMITE = '----bench-subidas';
const TROZO = Buffer.alloc(64 * 1024, 0x25);
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

/** Sends one application, writing its files only as fast as the socket takes them; stops once answered. */
function postular(port: number, jwt: string, idOferta: number): Promise<{ status: number; ms: number }> {
  const campos = Buffer.from(
    `--${LIMITE}\r\nContent-Disposition: form-data; name="idOferta"\r\n\r\n${idOferta}\r\n` +
      `--${LIMITE}\r\nContent-Disposition: form-data; name="origen"\r\n\r\nWEB\r\n`,
  );
  const cabeceraArchivo = (i: number) =>
    Buffer.from(`--${LIMITE}\r\nContent-Disposition: form-data; name="documento_${i}"; filename="doc${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const cierre = Buffer.from(`--${LIMITE}--\r\n`);
  let largo = campos.length + cierre.length;
  for (let i = 1; i <= ARCHIVOS; i++) largo += cabeceraArchivo(i).length + BYTES_ARCHIVO + 2;
  const inicio = Date.now();
  return new Promise((resolve) => {
    let respondida = false;
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/postulaciones', agent: false, headers: {
      authorization: `Bearer ${jwt}`, 'content-type': `multipart/form-data; boundary=${LIMITE}`, 'content-length': largo,
    } });
    req.on('response', (res) => {
      respondida = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, ms: Date.now() - inicio });
      req.destroy();
    });
    req.on('error', () => (respondida ? undefined : resolve({ status: 0, ms: Date.now() - inicio })));
    const escribir = async () => {
      const enviar = (trozo: Buffer) => (req.write(trozo) ? Promise.resolve() : new Promise((r) => req.once('drain', r)));
      await enviar(campos);
      for (let i = 1; i <= ARCHIVOS && !respondida; i++) {
        await enviar(cabeceraArchivo(i));
        for (let enviados = 0; enviados < BYTES_ARCHIVO && !respondida && !req.destroyed; enviados += TROZO.length) {
          await enviar(TROZO.subarray(0, Math.min(TROZO.length, BYTES_ARCHIVO - enviados)));
        }
        await enviar(Buffer.from('\r\n'));
      }
      if (!respondida) req.end(cierre);
    };
    void escribir().catch(() => {});
  });
}

const almacen = (carpeta: string) => ({ almacen: almacenEnCarpeta(join(carpeta, 'archivos')) });
void medirSobreApi({ nombre: 'subidas', ofertas: 2500, opciones: almacen }, async ({ app, db }) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { usuario: 'demo@portal.cl', clave: 'Demo1234!' } });
  const jwt = (login.json() as { login: { jwt: string } }).login.jwt;
  const { rows } = await db.query<{ id: number }>(
    `SELECT id_oferta AS id FROM oferta o WHERE estado = 'ACTIVA' AND NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta) ORDER BY id_oferta LIMIT 1`,
  );
  global.gc?.();
  const antes = process.memoryUsage().rss;
  let pico = antes;
  const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 20);
  const inicio = Date.now();
  const respuestas = await Promise.all(Array.from({ length: Number(values.formularios) }, () => postular(port, jwt, rows[0]!.id)));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  clearInterval(muestreo);
  console.log(`${values.formularios} formularios de ${mb(ARCHIVOS * BYTES_ARCHIVO)} en ${Date.now() - inicio} ms`);
  console.log(`RSS antes ${mb(antes)}, pico ${mb(pico)} (+${mb(pico - antes)}), 2 s después ${mb(process.memoryUsage().rss)}`);
  console.log(`respuestas: ${respuestas.map((r) => `${r.status} en ${r.ms} ms`).join(', ')}`);
});
