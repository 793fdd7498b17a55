import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { ApiErrorSchema, CurriculumSchema, ExportacionDatosSchema } from '@portal/shared/contract';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { entornoDelArchivo } from './support/app-de-prueba';
import { candidatoNuevo, conJwt, jwtDe } from './support/cuentas';
import { DOCX, PDF, PNG, postular, subirAlCurriculum } from './support/postulacion';

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cv-archivos-'));
const entorno = entornoDelArchivo({ almacen: almacenEnCarpeta(carpeta) });
afterAll(async () => {
  fs.rmSync(carpeta, { recursive: true, force: true });
});

const error = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json());
const guardados = () => fs.readdirSync(carpeta).sort();
/** The smallest JPEG file-type recognises (SOI and a JFIF APP0 marker). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(200)]);

const nuevo = () => candidatoNuevo(entorno, 'archivos');
const subir = (jwt: string, tipo: 'archivo' | 'foto', nombre: string, bytes: Buffer) => subirAlCurriculum(entorno.app, jwt, tipo, nombre, bytes);
const bajar = (jwt: string, tipo: string) => entorno.app.inject({ url: `/api/curriculum/${tipo}`, headers: conJwt(jwt) });

describe('the CV file', () => {
  it('is stored under a server name, downloaded by its owner as an attachment with its type and nosniff, replaced and removed', async () => {
    const { jwt } = await nuevo();
    const antes = guardados();
    const subida = await subir(jwt, 'archivo', 'Mi currículum.pdf', PDF);
    expect(subida.statusCode).toBe(200);
    expect(v.parse(CurriculumSchema, subida.json()).archivo).toMatchObject({ nombre: 'Mi currículum.pdf', tipoMime: 'application/pdf', bytes: PDF.length });
    const nuevos = guardados().filter((f) => !antes.includes(f));
    expect(nuevos).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);

    const descarga = await bajar(jwt, 'archivo');
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Mi curriculum.pdf"; filename*=UTF-8''Mi%20curr%C3%ADculum.pdf`,
    });
    expect(descarga.rawPayload.equals(PDF)).toBe(true);

    const reemplazo = await subir(jwt, 'archivo', 'cv.docx', DOCX);
    expect(v.parse(CurriculumSchema, reemplazo.json()).archivo).toMatchObject({ nombre: 'cv.docx', tipoMime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(guardados().filter((f) => !antes.includes(f))).toEqual([expect.stringMatching(/\.docx$/)]);

    const borrado = await entorno.app.inject({ method: 'DELETE', url: '/api/curriculum/archivo', headers: conJwt(jwt) });
    expect(v.parse(CurriculumSchema, borrado.json()).archivo).toBeNull();
    expect(guardados()).toEqual(antes);
    expect(error(await bajar(jwt, 'archivo'))).toMatchObject({ statusCode: 404, code: 'ARCHIVO_NO_ENCONTRADO', message: 'Aún no subiste un archivo con tu currículum.' });
  });

  it.each([
    ['an upper-case extension', 'CV.PDF', PDF, 422, 'El archivo «CV.PDF» debe tener extensión doc, docx, jpg, jpeg, png, gif, pdf (en minúsculas).'],
    ['a PNG named .pdf', 'cv.pdf', PNG, 422, 'El contenido de «cv.pdf» no corresponde a un archivo PDF. Sube el documento original.'],
    ['a program named .pdf', 'cv.pdf', Buffer.from('MZ\x90\0This program cannot be run in DOS mode.'), 422, 'El contenido de «cv.pdf» no corresponde a un archivo PDF. Sube el documento original.'],
    ['a 6 MB file', 'grande.pdf', Buffer.concat([PDF, Buffer.alloc(6_000_000)]), 413, 'Cada archivo puede pesar como máximo 5 MB.'],
  ])('refuses %s and keeps the previous file', async (_caso, nombre, bytes, status, mensaje) => {
    const { jwt } = await nuevo();
    await subir(jwt, 'archivo', 'bueno.pdf', PDF);
    const antes = guardados();
    const respuesta = await subir(jwt, 'archivo', nombre, bytes);
    expect(error(respuesta)).toMatchObject({ statusCode: status, message: mensaje });
    expect(guardados()).toEqual(antes);
    expect((await bajar(jwt, 'archivo')).rawPayload.equals(PDF)).toBe(true);
  });

  it('is never served to another candidate, nor removed by one', async () => {
    const duena = await nuevo();
    const otro = await nuevo();
    await subir(duena.jwt, 'archivo', 'privado.pdf', PDF);
    expect(error(await bajar(otro.jwt, 'archivo'))).toMatchObject({ statusCode: 404 });
    expect(error(await entorno.app.inject({ method: 'DELETE', url: '/api/curriculum/archivo', headers: conJwt(otro.jwt) }))).toMatchObject({ statusCode: 404 });
    expect((await bajar(duena.jwt, 'archivo')).rawPayload.equals(PDF)).toBe(true);
    expect((await entorno.app.inject('/api/curriculum/archivo')).statusCode).toBe(401);
  });
});

describe('the name of the CV file', () => {
  it('is stored shortened when it is 30,000 «ü» long, and its download answers 200 with a short header', async () => {
    const { jwt } = await nuevo();
    const subida = await subir(jwt, 'archivo', `${'ü'.repeat(30_000)}.pdf`, PDF);
    expect(subida.statusCode).toBe(200);
    const { nombre } = v.parse(CurriculumSchema, subida.json()).archivo!;
    expect(nombre).toMatch(/^ü+\.pdf$/);
    expect([...nombre].length).toBeLessThanOrEqual(150);
    const descarga = await bajar(jwt, 'archivo');
    expect(descarga.statusCode).toBe(200);
    expect(Buffer.byteLength(String(descarga.headers['content-disposition']))).toBeLessThan(1024);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
  });

  it('cannot break the download header with quotes and line breaks, even as an older version stored it', async () => {
    const { id, jwt } = await nuevo();
    await subir(jwt, 'archivo', 'cv.pdf', PDF);
    await entorno.base.db.query('UPDATE archivo SET nombre_original = $1 WHERE id_candidato = $2', ['mi "cv"\r\nX-Inyectada: 1\r\n.pdf', id]);
    const descarga = await bajar(jwt, 'archivo');
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['x-inyectada']).toBeUndefined();
    expect(descarga.headers['content-disposition']).toBe(`attachment; filename="mi cv X-Inyectada: 1.pdf"; filename*=UTF-8''mi%20cv%20X-Inyectada%3A%201.pdf`);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('the profile photo', () => {
  it('takes a PNG or JPEG and serves it to its owner', async () => {
    const { jwt } = await nuevo();
    expect(v.parse(CurriculumSchema, (await subir(jwt, 'foto', 'recorte.png', PNG)).json()).foto).not.toBeNull();
    const foto = await bajar(jwt, 'foto');
    expect(foto.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(foto.rawPayload.equals(PNG)).toBe(true);
    expect((await subir(jwt, 'foto', 'recorte.jpg', JPEG)).statusCode).toBe(200);
    expect((await bajar(jwt, 'foto')).headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    ['a PDF', PDF, 422, 'La foto debe ser una imagen JPG o PNG.'],
    ['text named .png', Buffer.from('<svg onload="alert(1)"/>'), 422, 'La foto debe ser una imagen JPG o PNG.'],
    ['an image over 1 MB', Buffer.concat([PNG, Buffer.alloc(1_000_001)]), 413, 'La foto puede pesar como máximo 1 MB.'],
  ])('refuses %s', async (_caso, bytes, status, mensaje) => {
    const { jwt } = await nuevo();
    expect(error(await subir(jwt, 'foto', 'foto.png', bytes))).toMatchObject({ statusCode: status, message: mensaje });
    expect((await bajar(jwt, 'foto')).statusCode).toBe(404);
  });
});

describe('GET /api/curriculum/pdf', () => {
  it("renders the demo candidate's CV, with her photo, as a PDF attachment", async () => {
    const jwt = await jwtDe(entorno.app, 'demo@portal.cl');
    await subir(jwt, 'foto', 'foto.png', PNG);
    const pdf = await bajar(jwt, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Curriculum Camila Rojas Munoz\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
    await entorno.app.inject({ method: 'DELETE', url: '/api/curriculum/foto', headers: conJwt(jwt) });
  });
});

describe('applying with the profile CV', () => {
  it('keeps a snapshot of the CV and its file, which stay with the application when the CV changes', async () => {
    const { rows } = await entorno.base.db.query<{ id: number }>(
      `SELECT id_oferta AS id FROM oferta o WHERE estado = 'ACTIVA' AND NOT postulacion_valida_institucion AND tipo_curriculum_aceptado = 'NORMAL'
         AND NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta) AND NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)
       ORDER BY id_oferta DESC LIMIT 1`,
    );
    const { id, jwt } = await nuevo();
    const sinCv = await postular(entorno.app, jwt, { idOferta: rows[0]!.id });
    expect(error(sinCv)).toMatchObject({ statusCode: 422, message: 'Esta oferta pide el currículum de tu perfil: complétalo antes de postular.' });

    const llamar = (url: string, payload: object) => entorno.app.inject({ method: url.endsWith('perfil') ? 'PUT' : 'POST', url, headers: conJwt(jwt), payload });
    await llamar('/api/curriculum/perfil', { resumen: null, cargoDeseado: 'Vendedora', pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] });
    const aMedias = await entorno.app.inject({ url: `/api/postulaciones/oferta/${rows[0]!.id}`, headers: conJwt(jwt) });
    expect(aMedias.json()).toMatchObject({ tieneCurriculumPerfil: false, faltantesCurriculum: [{ seccion: 'experiencias', texto: 'Tu experiencia laboral o tus estudios.' }] });
    await llamar('/api/curriculum/experiencias', { cargo: 'Cajera', empresa: 'Supermercado Sur', inicio: '2020-01', termino: null, descripcion: null });
    await subir(jwt, 'archivo', 'cv.pdf', PDF);
    const estado = await entorno.app.inject({ url: `/api/postulaciones/oferta/${rows[0]!.id}`, headers: conJwt(jwt) });
    expect(estado.json()).toMatchObject({ tieneCurriculumPerfil: true, curriculumPerfil: { nombre: 'Currículum de Ana Pérez Soto', porcentaje: 20, archivo: 'cv.pdf' }, faltantesCurriculum: [] });

    expect((await postular(entorno.app, jwt, { idOferta: rows[0]!.id })).statusCode).toBe(201);
    const antes = guardados();
    await entorno.app.inject({ method: 'DELETE', url: '/api/curriculum/archivo', headers: conJwt(jwt) });
    // The file the employer received stays, row and bytes.
    expect(guardados()).toEqual(antes);
    const enviada = await entorno.base.db.query<{ enviado: { curriculum: { perfil: { cargoDeseado: string } }; archivo: { nombre: string } }; id_archivo_curriculum: number }>(
      'SELECT curriculum_enviado AS enviado, id_archivo_curriculum FROM postulacion WHERE id_candidato = $1',
      [id],
    );
    expect(enviada.rows[0]!.enviado).toMatchObject({ curriculum: { perfil: { cargoDeseado: 'Vendedora' } }, archivo: { nombre: 'cv.pdf', tipoMime: 'application/pdf' } });
    expect(enviada.rows[0]!.id_archivo_curriculum).toEqual(expect.any(Number));

    const datos = v.parse(ExportacionDatosSchema, (await entorno.app.inject({ url: '/api/cuenta/datos', headers: conJwt(jwt) })).json());
    expect(datos.curriculum.experiencias).toHaveLength(1);
    expect(datos.postulaciones[0]).toMatchObject({ curriculum: 'cv.pdf', curriculumEnviado: { archivo: { nombre: 'cv.pdf' } } });
  });
});

describe('deleting the account', () => {
  it('removes the CV rows, its file and its photo', async () => {
    const { id, jwt } = await nuevo();
    await entorno.app.inject({ method: 'POST', url: '/api/curriculum/habilidades', headers: conJwt(jwt), payload: { nombre: 'Excel' } });
    const antes = guardados();
    await subir(jwt, 'archivo', 'cv.pdf', PDF);
    await subir(jwt, 'foto', 'foto.png', PNG);
    expect(guardados()).toHaveLength(antes.length + 2);
    const borrar = await entorno.app.inject({ method: 'DELETE', url: '/api/cuenta', headers: conJwt(jwt), payload: { clave: 'Demo1234!' } });
    expect(borrar.statusCode).toBe(204);
    expect(guardados()).toEqual(antes);
    for (const tabla of ['curriculum', 'curriculum_habilidad', 'archivo']) {
      const { rows } = await entorno.base.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tabla} WHERE id_candidato = $1`, [id]);
      expect({ tabla, n: rows[0]!.n }).toEqual({ tabla, n: 0 });
    }
  });
});
