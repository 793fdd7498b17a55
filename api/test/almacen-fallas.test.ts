// A full disk or a read-only upload folder, through a storage that fails on demand: the candidate gets a
// clear Spanish 503, and rows and files stay in step (no partial file, no row without its file, no file
// without its row). Tests run as root, where a chmod'ed folder is still writable: hence the stub.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as v from 'valibot';
import { ApiErrorSchema, CurriculumSchema } from '@portal/shared/contract';
import type { Almacen } from '../src/almacen/almacen';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { entornoDelArchivo } from './support/app-de-prueba';
import { candidatoNuevo, conJwt } from './support/cuentas';
import { DOCX, PDF, postular, subirAlCurriculum } from './support/postulacion';

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fallas-'));
const real = almacenEnCarpeta(carpeta);
/** The error code the next writes or removals fail with (as fs reports a full disk or a read-only folder); `soloClave` narrows removals to one file. */
const falla: { guardar?: string; borrar?: string; soloClave?: string } = {};
const errorDeDisco = (code: string) => Object.assign(new Error(`${code}: simulado`), { code });
const almacen: Almacen = {
  guardar(contenido, extension) {
    const code = falla.guardar;
    if (!code) return real.guardar(contenido, extension);
    // The disk fills up once the bytes are written, before the file is complete.
    async function* hastaLlenarse() {
      for await (const trozo of contenido) yield trozo as Buffer;
      throw errorDeDisco(code!);
    }
    return real.guardar(Readable.from(hastaLlenarse()), extension);
  },
  leer: (clave) => real.leer(clave),
  borrar: (clave) => (falla.borrar && (!falla.soloClave || falla.soloClave === clave) ? Promise.reject(errorDeDisco(falla.borrar)) : real.borrar(clave)),
};

jest.setTimeout(30_000);

const entorno = entornoDelArchivo({ almacen });
afterEach(() => {
  delete falla.guardar;
  delete falla.borrar;
  delete falla.soloClave;
});
afterAll(async () => {
  fs.rmSync(carpeta, { recursive: true, force: true });
});

const guardados = () => fs.readdirSync(carpeta).sort();
const error = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json());
const NO_GUARDADO = { statusCode: 503, code: 'ALMACEN_NO_DISPONIBLE', message: 'No pudimos guardar tu archivo. Inténtalo de nuevo en unos minutos.' };

const nuevo = () => candidatoNuevo(entorno, 'fallas');
const subir = (jwt: string, nombre: string, bytes: Buffer) => subirAlCurriculum(entorno.app, jwt, 'archivo', nombre, bytes);
const bajar = (jwt: string) => entorno.app.inject({ url: '/api/curriculum/archivo', headers: conJwt(jwt) });
const quitar = (jwt: string) => entorno.app.inject({ method: 'DELETE', url: '/api/curriculum/archivo', headers: conJwt(jwt) });

describe('a full disk', () => {
  it('while applying answers 503 in Spanish and leaves neither a partial file nor an application', async () => {
    const { rows } = await entorno.base.db.query<{ id: number }>(
      `SELECT id_oferta AS id FROM oferta o WHERE estado = 'ACTIVA' AND NOT postulacion_valida_institucion AND tipo_curriculum_aceptado = 'ARCHIVO'
         AND NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta) AND NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)
       ORDER BY id_oferta LIMIT 1`,
    );
    const idOferta = rows[0]!.id;
    const { id, jwt } = await nuevo();
    const antes = guardados();
    falla.guardar = 'ENOSPC';
    const respuesta = await postular(entorno.app, jwt, { idOferta, archivos: { curriculum: { nombre: 'cv.pdf', bytes: PDF } } });
    expect(error(respuesta)).toMatchObject(NO_GUARDADO);
    expect(guardados()).toEqual(antes);
    const { rows: postulaciones } = await entorno.base.db.query('SELECT 1 FROM postulacion WHERE id_candidato = $1', [id]);
    expect(postulaciones).toEqual([]);

    // Once there is room again, the same application goes through.
    delete falla.guardar;
    expect((await postular(entorno.app, jwt, { idOferta, archivos: { curriculum: { nombre: 'cv.pdf', bytes: PDF } } })).statusCode).toBe(201);
  });
});

describe('a read-only upload folder', () => {
  it('refuses a new CV file with 503 in Spanish and keeps the previous one', async () => {
    const { jwt } = await nuevo();
    await subir(jwt, 'primero.pdf', PDF);
    const antes = guardados();
    falla.guardar = 'EROFS';
    expect(error(await subir(jwt, 'segundo.docx', DOCX))).toMatchObject(NO_GUARDADO);
    expect(guardados()).toEqual(antes);
    const descarga = await bajar(jwt);
    expect(descarga.headers['content-disposition']).toContain('filename="primero.pdf"');
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses to delete the CV file with 503 in Spanish, and the file stays the CV\'s, row and bytes', async () => {
    const { jwt } = await nuevo();
    await subir(jwt, 'cv.pdf', PDF);
    const antes = guardados();
    falla.borrar = 'EROFS';
    expect(error(await quitar(jwt))).toMatchObject({
      statusCode: 503,
      code: 'ALMACEN_NO_DISPONIBLE',
      message: 'No pudimos eliminar tu archivo. Inténtalo de nuevo en unos minutos.',
    });
    const cv = await entorno.app.inject({ url: '/api/curriculum', headers: conJwt(jwt) });
    expect(v.parse(CurriculumSchema, cv.json()).archivo).toMatchObject({ nombre: 'cv.pdf' });
    expect((await bajar(jwt)).rawPayload.equals(PDF)).toBe(true);
    expect(guardados()).toEqual(antes);

    delete falla.borrar;
    expect((await quitar(jwt)).statusCode).toBe(200);
    expect(guardados()).toHaveLength(antes.length - 1);
  });

  it('refuses to replace the CV file when the old one cannot be removed, leaving the old one whole and no new file', async () => {
    const { jwt } = await nuevo();
    const previos = guardados();
    await subir(jwt, 'viejo.pdf', PDF);
    const antes = guardados();
    falla.borrar = 'EACCES';
    falla.soloClave = antes.find((f) => !previos.includes(f));
    expect(error(await subir(jwt, 'nuevo.docx', DOCX))).toMatchObject({ statusCode: 503, code: 'ALMACEN_NO_DISPONIBLE' });
    expect(guardados()).toEqual(antes);
    const descarga = await bajar(jwt);
    expect(descarga.headers['content-disposition']).toContain('filename="viejo.pdf"');
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
  });
});
