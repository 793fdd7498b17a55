// The api over an S3 bucket (a real S3-protocol server, s3rver): files stay private, served through the
// api to their owner; an application refused or rolled back leaves no object; a service down is a clear
// 503; a bad configuration stops the start with a Spanish message.
import { Readable } from 'node:stream';
import * as v from 'valibot';
import { ApiErrorSchema } from '@portal/shared/contract';
import type { Almacen } from '../src/almacen/almacen';
import { almacenConfigurado, configuracionAlmacen } from '../src/almacen/configuracion';
import { almacenS3, type AlmacenS3 } from '../src/almacen/s3';
import { ARRANQUE_MS, crearEntorno, type Entorno } from './support/app-de-prueba';
import { candidatoNuevo, conJwt, jwtDe } from './support/cuentas';
import { PDF, postular, subirAlCurriculum } from './support/postulacion';
import { abrirServidorS3, type ServidorS3 } from './support/servidor-s3';

jest.setTimeout(60_000);

let servidor: ServidorS3;
let s3: AlmacenS3;
/** The driver the api stores with: the bucket, unless a test points it at a service that is down. */
let destino: Almacen;
/** Runs after each file is stored, before the application's transaction (a test forces a conflict there). */
let trasGuardar: () => Promise<void> = async () => {};
let entorno: Entorno;
beforeAll(async () => {
  servidor = await abrirServidorS3();
  destino = s3 = almacenS3(servidor.configuracion);
  entorno = await crearEntorno({
    almacen: {
      async guardar(contenido, extension) {
        const clave = await destino.guardar(contenido, extension);
        await trasGuardar();
        return clave;
      },
      leer: (clave) => destino.leer(clave),
      borrar: (clave) => destino.borrar(clave),
    },
  });
}, ARRANQUE_MS);
afterAll(async () => {
  await entorno?.close();
  s3?.cerrar();
  await servidor?.cerrar();
});

const error = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json());

const nuevo = async () => (await candidatoNuevo(entorno, 's3-')).jwt;
const subirCv = (app: Entorno['app'], jwt: string, bytes: Buffer) => subirAlCurriculum(app, jwt, 'archivo', 'cv.pdf', bytes);

async function ofertaConDocumento() {
  const { rows } = await entorno.base.db.query<{ id: number; documento: number }>(
    `SELECT o.id_oferta AS id, min(d.id_documento) AS documento
     FROM oferta o JOIN oferta_documento d USING (id_oferta)
     WHERE o.estado = 'ACTIVA' AND NOT o.postulacion_valida_institucion AND o.tipo_curriculum_aceptado = 'NORMAL'
       AND NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta)
       AND NOT EXISTS (SELECT 1 FROM postulacion x WHERE x.id_oferta = o.id_oferta)
     GROUP BY o.id_oferta HAVING count(DISTINCT d.id_documento) = 1
     ORDER BY o.id_oferta LIMIT 1`,
  );
  return rows[0]!;
}

describe('files in an S3 bucket', () => {
  it('keep a CV as one object, served through the api to its owner only, and removed with it', async () => {
    const duena = await nuevo();
    expect((await subirCv(entorno.app, duena, PDF)).statusCode).toBe(200);
    expect(await servidor.objetos()).toHaveLength(1);
    const descarga = await entorno.app.inject({ url: '/api/curriculum/archivo', headers: conJwt(duena) });
    expect(descarga.statusCode).toBe(200);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
    const otro = await nuevo();
    expect((await entorno.app.inject({ url: '/api/curriculum/archivo', headers: conJwt(otro) })).statusCode).toBe(404);
    expect((await entorno.app.inject({ method: 'DELETE', url: '/api/curriculum/archivo', headers: conJwt(duena) })).statusCode).toBe(200);
    expect(await servidor.objetos()).toEqual([]);
  });

  it("leave no object when the application's transaction rolls back", async () => {
    // The demo candidate (id 1): her profile CV is complete, as applying asks.
    const jwt = await jwtDe(entorno.app, 'demo@portal.cl');
    const oferta = await ofertaConDocumento();
    // Another application of the same candidate lands between the checks and the transaction.
    trasGuardar = async () => {
      await entorno.base.db.query(`INSERT INTO postulacion (id_candidato, id_oferta, origen, usar_curriculum_perfil) VALUES (1, $1, 'WEB', true)`, [oferta.id]);
    };
    try {
      const respuesta = await postular(entorno.app, jwt, {
        idOferta: oferta.id,
        archivos: { [`documento_${oferta.documento}`]: { nombre: 'certificado.pdf', bytes: PDF } },
      });
      expect(error(respuesta)).toMatchObject({ statusCode: 409, message: 'Ya postulaste a esta oferta.' });
    } finally {
      trasGuardar = async () => {};
    }
    expect(await servidor.objetos()).toEqual([]);
  });

  it('answer a clear 503 in Spanish, keeping nothing, when the service is down', async () => {
    const jwt = await nuevo();
    const caido = almacenS3({ ...servidor.configuracion, endpoint: 'http://127.0.0.1:9' });
    destino = caido;
    try {
      expect(error(await subirCv(entorno.app, jwt, PDF))).toMatchObject({
        statusCode: 503,
        code: 'ALMACEN_NO_DISPONIBLE',
        message: 'No pudimos guardar tu archivo. Inténtalo de nuevo en unos minutos.',
      });
    } finally {
      destino = s3;
      caido.cerrar();
    }
    expect(await servidor.objetos()).toEqual([]);
    expect((await entorno.app.inject({ url: '/api/curriculum/archivo', headers: conJwt(jwt) })).statusCode).toBe(404);
  });
});

describe('storage configuration', () => {
  const s3Env = () => ({
    ALMACEN: 's3',
    S3_ENDPOINT: servidor.configuracion.endpoint,
    S3_BUCKET: servidor.configuracion.cubo,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  it('is the local folder by default, and the bucket with ALMACEN=s3', async () => {
    expect(configuracionAlmacen({ STORAGE_DIR: '/srv/cvs' })).toEqual({ tipo: 'carpeta', carpeta: '/srv/cvs' });
    const { almacen, descripcion } = await almacenConfigurado(s3Env());
    expect(descripcion).toBe(`archivos en s3://${servidor.configuracion.cubo} (${servidor.configuracion.endpoint})`);
    const clave = await almacen.guardar(Readable.from([PDF]), 'pdf');
    expect(await servidor.objetos()).toEqual([clave]);
    await almacen.borrar(clave);
    (almacen as AlmacenS3).cerrar();
  });

  it.each([
    [{ ALMACEN: 'disco' }, 'ALMACEN debe ser «carpeta» o «s3», no «disco».'],
    [{ ALMACEN: 's3' }, 'Con ALMACEN=s3 falta S3_BUCKET (el bucket privado de los archivos).'],
    [{ ALMACEN: 's3', S3_BUCKET: 'Mis_Archivos' }, 'S3_BUCKET no es un nombre de bucket válido (3 a 63 minúsculas, dígitos, puntos o guiones): «Mis_Archivos».'],
    [{ ALMACEN: 's3', S3_BUCKET: 'archivos', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT debe ser una URL http(s)://, no «minio:9000».'],
    [
      { ALMACEN: 's3', S3_BUCKET: 'archivos', S3_ACCESS_KEY_ID: 'clave' },
      'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas: define ambas, o ninguna para usar las credenciales del entorno (rol de la instancia).',
    ],
    [{ S3_BUCKET: 'archivos' }, 'S3_BUCKET solo se usa con ALMACEN=s3; ALMACEN es «carpeta».'],
  ])('refuses %j at start: %s', async (env, mensaje) => {
    await expect(almacenConfigurado(env)).rejects.toThrow(mensaje);
  });

  it('refuses at start a bucket the service does not have, or a service that does not answer', async () => {
    await expect(almacenConfigurado({ ...s3Env(), S3_BUCKET: 'no-existe' })).rejects.toThrow(`No se pudo acceder al bucket «no-existe» en ${servidor.configuracion.endpoint}: el bucket no existe`);
    await expect(almacenConfigurado({ ...s3Env(), S3_ENDPOINT: 'http://127.0.0.1:9' })).rejects.toThrow(
      `No se pudo acceder al bucket «${servidor.configuracion.cubo}» en http://127.0.0.1:9: connect ECONNREFUSED 127.0.0.1:9`,
    );
  });
});
