// Uploads and slow clients over real sockets: a refused upload is answered before the client finished
// sending it, and a client that stalls or trickles loses its connection after the api's timeouts.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { conectar, gotear } from '@portal/shared/testing/socket-lento';
import { buildApp, type App } from '../src/app';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { TIEMPOS_POR_DEFECTO, tiemposDesdeEnv, type TiemposHttp } from '../src/red/tiempos';
import { ARRANQUE_MS, SECRETO_DE_PRUEBA, crearEntorno, type Entorno } from './support/app-de-prueba';
import { jwtDe } from './support/postulacion';
import { cabecerasPost, inicioMultipart } from './support/socket-lento';

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-subidas-'));
/** Short enough for a test, long enough for a loaded machine to answer a normal request in between. */
const CORTOS: TiemposHttp = { cabecerasMs: 1000, solicitudMs: 3000, inactividadMs: 1500, keepAliveMs: 5000 };

jest.setTimeout(30_000);

let entorno: Entorno;
let apresurada: App;
let puerto: number;
let puertoApresurado: number;
let demo: string;

const escuchar = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
};

beforeAll(async () => {
  entorno = await crearEntorno({ almacen: almacenEnCarpeta(carpeta) });
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
  puerto = await escuchar(entorno.app);
  // A second api over the same database, with its timeouts shortened.
  apresurada = await buildApp({ db: entorno.base.db, jwtSecret: SECRETO_DE_PRUEBA, almacen: almacenEnCarpeta(carpeta), tiempos: CORTOS });
  puertoApresurado = await escuchar(apresurada);
}, ARRANQUE_MS);
afterAll(async () => {
  await apresurada?.close();
  await entorno?.close();
  fs.rmSync(carpeta, { recursive: true, force: true });
});

async function ofertaSimple(tipo: string): Promise<number> {
  const { rows } = await entorno.base.db.query<{ id: number }>(
    `SELECT id_oferta AS id FROM oferta o WHERE estado = 'ACTIVA' AND NOT postulacion_valida_institucion AND tipo_curriculum_aceptado = $1
       AND NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta)
       AND NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)
     ORDER BY id_oferta LIMIT 1`,
    [tipo],
  );
  return rows[0]!.id;
}

/** Sends the headers of a 60 MB application, its fields and the start of one file part, then `bytes` of the file, and keeps quiet. */
async function postularSinTerminar(campo: string, idOferta: number, bytes: number) {
  const inicio = inicioMultipart({ idOferta: String(idOferta), origen: 'WEB' }, { campo, nombre: 'cv.pdf' });
  const cabeceras = cabecerasPost('/api/postulaciones', 60_000_000, { authorization: `Bearer ${demo}` });
  const conexion = await conectar(puerto, Buffer.concat([Buffer.from(cabeceras), inicio, Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x25)]));
  return conexion;
}

describe('an upload the api refuses', () => {
  it('is answered 400 when the offer asks for no documents, before the client finished sending the file', async () => {
    const conexion = await postularSinTerminar('documento_1', await ofertaSimple('NORMAL'), 64_000);
    const respuesta = await conexion.respuesta(15_000);
    expect(respuesta).toMatch(/^HTTP\/1\.1 400 /);
    expect(respuesta).toContain('Enviaste un archivo que esta oferta no pide.');
    // The rest of the body is not waited for: the api closes the connection.
    expect(respuesta).toMatch(/\r\nconnection: close\r\n/i);
    expect(await conexion.cierre(15_000)).not.toBeNull();
    expect(fs.readdirSync(carpeta)).toEqual([]);
  });

  it('is answered 413 as soon as a file passes 5 MB, before the client finished sending it, and nothing is kept', async () => {
    const conexion = await postularSinTerminar('curriculum', await ofertaSimple('ARCHIVO'), 5_100_000);
    const respuesta = await conexion.respuesta(15_000);
    expect(respuesta).toMatch(/^HTTP\/1\.1 413 /);
    expect(respuesta).toContain('Cada archivo puede pesar como máximo 5 MB.');
    expect(await conexion.cierre(15_000)).not.toBeNull();
    expect(fs.readdirSync(carpeta)).toEqual([]);
  });
});

describe('slow clients', () => {
  it('lose a connection whose headers never finish, after API_HEADERS_TIMEOUT_MS', async () => {
    const conexion = await conectar(puertoApresurado, 'POST /api/login HTTP/1.1\r\nhost: 127.0.0.1\r\n');
    expect(await conexion.cierre(15_000)).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it('lose a connection whose body stops arriving', async () => {
    const conexion = await conectar(puertoApresurado, 'POST /api/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"usuario":');
    expect(await conexion.cierre(15_000)).not.toBeNull();
  });

  it('get 408 when the body trickles past API_REQUEST_TIMEOUT_MS, even if it never stops for long', async () => {
    const inicio = Date.now();
    const conexion = await conectar(puertoApresurado, 'POST /api/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{"usuario":"');
    gotear(conexion, 200, 20_000);
    const recibido = await conexion.cierre(20_000);
    expect(recibido).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(CORTOS.solicitudMs - 100);
  });
});

describe('timeouts from the environment', () => {
  it('default to 10 s for headers, 120 s for a request, 30 s of silence, and take API_*_TIMEOUT_MS', () => {
    expect(tiemposDesdeEnv({})).toEqual({ cabecerasMs: 10_000, solicitudMs: 120_000, inactividadMs: 30_000, keepAliveMs: 72_000 });
    expect(tiemposDesdeEnv({ API_REQUEST_TIMEOUT_MS: '300000', API_HEADERS_TIMEOUT_MS: '5000' })).toMatchObject({ solicitudMs: 300_000, cabecerasMs: 5000 });
    expect(() => tiemposDesdeEnv({ API_IDLE_TIMEOUT_MS: '30s' })).toThrow('API_IDLE_TIMEOUT_MS debe ser un número entero de milisegundos mayor que 0: 30s');
    expect(TIEMPOS_POR_DEFECTO.solicitudMs).toBeGreaterThan(TIEMPOS_POR_DEFECTO.inactividadMs);
  });
});
