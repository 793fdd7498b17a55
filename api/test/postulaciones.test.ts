import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { ApiErrorSchema, EstadoPostulacionSchema, PostulacionSchema } from '@portal/shared/contract';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { entornoDelArchivo } from './support/app-de-prueba';
import { demoYNuevo } from './support/cuentas';
import { DOC, DOCX, PDF, PNG, XLSX, postular, type Envio } from './support/postulacion';
import { zip } from './support/zip';

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-archivos-'));
const entorno = entornoDelArchivo({ almacen: almacenEnCarpeta(carpeta) });
let demo: string, nuevo: string;
beforeAll(async () => ({ demo, nuevo } = await demoYNuevo(entorno.app)));
afterAll(async () => {
  fs.rmSync(carpeta, { recursive: true, force: true });
});

const usadas = new Set<number>();
/** A not yet used offer matching the SQL condition (each test applies to its own offer). */
async function oferta(condicion: string): Promise<number> {
  const { rows } = await entorno.base.db.query<{ id: number }>(
    `SELECT id_oferta AS id FROM oferta o WHERE ${condicion} ORDER BY id_oferta LIMIT 50`,
  );
  const id = rows.map((r) => r.id).find((i) => !usadas.has(i));
  if (id === undefined) throw new Error(`Sin oferta para: ${condicion}`);
  usadas.add(id);
  return id;
}

const SIMPLE = `estado = 'ACTIVA' AND NOT postulacion_valida_institucion AND
  NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta) AND
  NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)`;
const simple = (tipo: string) => oferta(`${SIMPLE} AND tipo_curriculum_aceptado = '${tipo}'`);
const CON_PREGUNTAS_Y_DOCUMENTOS = `estado = 'ACTIVA' AND NOT postulacion_valida_institucion AND tipo_curriculum_aceptado = 'NORMAL' AND
  EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta) AND
  EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)`;

async function detalle(idOferta: number) {
  const preguntas = await entorno.base.db.query<{ id: number }>('SELECT id_pregunta AS id FROM oferta_pregunta WHERE id_oferta = $1', [idOferta]);
  const documentos = await entorno.base.db.query<{ id: number }>('SELECT id_documento AS id FROM oferta_documento WHERE id_oferta = $1', [idOferta]);
  return { preguntas: preguntas.rows.map((r) => r.id), documentos: documentos.rows.map((r) => r.id) };
}

async function completo(idOferta: number, cambios: Partial<Envio> = {}): Promise<Envio> {
  const { preguntas, documentos } = await detalle(idOferta);
  return {
    idOferta,
    respuestas: preguntas.map((idPregunta) => ({ idPregunta, respuesta: 'Sí, tengo dos años de experiencia.' })),
    archivos: Object.fromEntries(documentos.map((id) => [`documento_${id}`, { nombre: 'certificado.pdf', bytes: PDF }])),
    ...cambios,
  };
}

async function rechazo(envio: Envio, status: number, jwt: string | null = demo) {
  const respuesta = await postular(entorno.app, jwt, envio);
  expect(respuesta.statusCode).toBe(status);
  return v.parse(ApiErrorSchema, respuesta.json()).message;
}

describe('POST /api/postulaciones', () => {
  it('records an application with answers and a required document, stores the file under a server name', async () => {
    const idOferta = await oferta(CON_PREGUNTAS_Y_DOCUMENTOS);
    const respuesta = await postular(entorno.app, demo, await completo(idOferta, { origen: 'WEB_MOBILE' }));
    expect(respuesta.statusCode).toBe(201);
    expect(v.parse(PostulacionSchema, respuesta.json())).toMatchObject({ idOferta, origen: 'WEB_MOBILE' });

    const { rows } = await entorno.base.db.query<{ clave: string; nombre_original: string; tipo_mime: string }>(
      'SELECT clave, nombre_original, tipo_mime FROM archivo a JOIN postulacion_documento d USING (id_archivo) JOIN postulacion p USING (id_postulacion) WHERE p.id_oferta = $1',
      [idOferta],
    );
    expect(rows[0]).toMatchObject({ nombre_original: 'certificado.pdf', tipo_mime: 'application/pdf' });
    expect(rows[0]!.clave).not.toContain('certificado');
    expect(fs.readFileSync(path.join(carpeta, rows[0]!.clave))).toEqual(PDF);

    const estado = await entorno.app.inject({ url: `/api/postulaciones/oferta/${idOferta}`, headers: { authorization: `Bearer ${demo}` } });
    expect(v.parse(EstadoPostulacionSchema, estado.json())).toMatchObject({ postulado: true, tieneCurriculumPerfil: true });
  });

  it('refuses a second application to the same offer', async () => {
    const idOferta = await simple('NORMAL');
    expect((await postular(entorno.app, demo, { idOferta })).statusCode).toBe(201);
    expect(await rechazo({ idOferta }, 409)).toBe('Ya postulaste a esta oferta.');
  });

  it('e-mails the candidate a receipt naming the offer, with the way to «Mis postulaciones», once per application', async () => {
    const idOferta = await simple('NORMAL');
    const { rows } = await entorno.base.db.query<{ cargo: string }>('SELECT nombre_cargo AS cargo FROM oferta WHERE id_oferta = $1', [idOferta]);
    const recibos = async () =>
      (await entorno.base.db.query<{ texto: string }>("SELECT texto FROM correo_saliente WHERE para = 'demo@portal.cl' AND asunto LIKE $1", [`Postulaste a ${rows[0]!.cargo}%`])).rows;
    expect((await postular(entorno.app, demo, { idOferta })).statusCode).toBe(201);
    const [recibo] = await recibos();
    expect(recibo?.texto).toContain(`Recibimos tu postulación a ${rows[0]!.cargo}`);
    expect(recibo?.texto).toContain('http://localhost:8080/mis-postulaciones');
    await rechazo({ idOferta }, 409);
    expect(await recibos()).toHaveLength(1);
  });

  it('refuses an expired offer', async () => {
    expect(await rechazo({ idOferta: await oferta(`estado = 'EXPIRADA'`) }, 409)).toBe('Esta oferta ya no recibe postulaciones.');
  });

  it('asks to sign in without a bearer', async () => {
    expect(await rechazo({ idOferta: 1 }, 401, null)).toBe('Tu sesión expiró o no es válida. Ingresa nuevamente.');
  });

  it('refuses an unknown origin', async () => {
    expect(await rechazo({ idOferta: 1, origen: 'KIOSCO' }, 400)).toMatch(/^El campo «origen» debe ser uno de: WEB, WEB_MOBILE/);
  });

  it('asks for every question, non-empty and at most 2000 characters', async () => {
    const idOferta = await oferta(CON_PREGUNTAS_Y_DOCUMENTOS);
    const envio = await completo(idOferta);
    const [primera, ...resto] = envio.respuestas as { idPregunta: number; respuesta: string }[];
    expect(await rechazo({ ...envio, respuestas: resto }, 422)).toBe('Responde todas las preguntas de la oferta.');
    expect(await rechazo({ ...envio, respuestas: [{ ...primera!, respuesta: '   ' }, ...resto] }, 422)).toBe('Responde todas las preguntas de la oferta.');
    const larga = { ...primera!, respuesta: 'a'.repeat(2001) };
    expect(await rechazo({ ...envio, respuestas: [larga, ...resto] }, 422)).toBe('Cada respuesta admite como máximo 2000 caracteres.');
    expect((await postular(entorno.app, demo, { ...envio, respuestas: [{ ...larga, respuesta: 'a'.repeat(2000) }, ...resto] })).statusCode).toBe(201);
  });

  it('asks for every required document', async () => {
    const idOferta = await oferta(CON_PREGUNTAS_Y_DOCUMENTOS);
    expect(await rechazo({ ...(await completo(idOferta)), archivos: {} }, 422)).toMatch(/^Adjunta el documento requerido «.+»\.$/);
  });

  it.each([
    ['CV.PDF', PDF, 422, 'El archivo «CV.PDF» debe tener extensión doc, docx, jpg, jpeg, png, gif, pdf (en minúsculas).'],
    ['cv.exe', PDF, 422, 'El archivo «cv.exe» debe tener extensión doc, docx, jpg, jpeg, png, gif, pdf (en minúsculas).'],
    ['cv.pdf', PNG, 422, 'El contenido de «cv.pdf» no corresponde a un archivo PDF. Sube el documento original.'],
    ['cv.pdf', Buffer.concat([PDF, Buffer.alloc(5_000_001)]), 413, 'Cada archivo puede pesar como máximo 5 MB.'],
  ])('refuses the CV file %s by its name, content or size', async (nombre, bytes, status, mensaje) => {
    const idOferta = await simple('ARCHIVO');
    expect(await rechazo({ idOferta, archivos: { curriculum: { nombre, bytes } } }, status)).toBe(mensaje);
  });

  it.each([
    ['foto.png', PNG],
    ['cv.doc', DOC],
  ])('accepts a CV file %s whose content matches its extension', async (nombre, bytes) => {
    const idOferta = await simple('ARCHIVO');
    expect((await postular(entorno.app, demo, { idOferta, archivos: { curriculum: { nombre, bytes } } })).statusCode).toBe(201);
  });

  it('accepts a real Word document as .docx and stores it with the Word type', async () => {
    const idOferta = await simple('ARCHIVO');
    expect((await postular(entorno.app, demo, { idOferta, archivos: { curriculum: { nombre: 'cv.docx', bytes: DOCX } } })).statusCode).toBe(201);
    const { rows } = await entorno.base.db.query<{ tipo_mime: string }>(
      'SELECT tipo_mime FROM archivo a JOIN postulacion p ON p.id_archivo_curriculum = a.id_archivo WHERE p.id_oferta = $1',
      [idOferta],
    );
    expect(rows).toEqual([{ tipo_mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }]);
  });

  it('accepts as .docx a zip that file-type only calls zip when it holds the Word body', async () => {
    const idOferta = await simple('ARCHIVO');
    const soloCuerpo = zip({ 'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>' });
    expect((await postular(entorno.app, demo, { idOferta, archivos: { curriculum: { nombre: 'cv.docx', bytes: soloCuerpo } } })).statusCode).toBe(201);
  });

  it.each([
    ['an Excel workbook', XLSX],
    ['a zip of other files', zip({ 'cv.txt': 'Currículum' })],
    ['a Word document cut short', DOCX.subarray(0, DOCX.length - 40)],
    ['garbage after a zip signature', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 0x41)])],
  ])('refuses %s named .docx', async (_, bytes) => {
    const idOferta = await simple('ARCHIVO');
    expect(await rechazo({ idOferta, archivos: { curriculum: { nombre: 'cv.docx', bytes } } }, 422)).toBe(
      'El contenido de «cv.docx» no corresponde a un archivo DOCX. Sube el documento original.',
    );
  });

  it('needs the profile CV for NORMAL, a file for ARCHIVO and either for NORMAL_ARCHIVO', async () => {
    expect(await rechazo({ idOferta: await simple('NORMAL') }, 422, nuevo)).toBe(
      'Esta oferta pide el currículum de tu perfil: complétalo antes de postular.',
    );
    expect(await rechazo({ idOferta: await simple('ARCHIVO') }, 422)).toBe('Esta oferta pide tu currículum en un archivo: adjúntalo para postular.');
    expect(await rechazo({ idOferta: await simple('NORMAL_ARCHIVO') }, 422, nuevo)).toBe('Adjunta tu currículum en un archivo o usa el de tu perfil.');
    expect((await postular(entorno.app, demo, { idOferta: await simple('NORMAL_ARCHIVO') })).statusCode).toBe(201);
    const conArchivo = { idOferta: await simple('NORMAL_ARCHIVO'), usarCurriculumPerfil: false, archivos: { curriculum: { nombre: 'cv.pdf', bytes: PDF } } };
    expect((await postular(entorno.app, nuevo, conArchivo)).statusCode).toBe(201);
  });

  it('lets only members of the listed institutions apply where the offer requires it', async () => {
    const base = `estado = 'ACTIVA' AND tipo_curriculum_aceptado = 'NORMAL' AND postulacion_valida_institucion`;
    const ajena = await oferta(`${base} AND id_oferta % 80 = 51`);
    expect(await rechazo(await completo(ajena), 422)).toBe('Esta oferta es solo para estudiantes y titulados de las instituciones indicadas.');
    const propia = await oferta(`${base} AND id_oferta % 80 = 11`);
    expect((await postular(entorno.app, demo, await completo(propia))).statusCode).toBe(201);
  });
});

describe('GET /api/postulaciones/oferta/:idOferta', () => {
  it('says the candidate has not applied yet, and what their empty CV lacks before it can be sent', async () => {
    const idOferta = await simple('NORMAL');
    const respuesta = await entorno.app.inject({ url: `/api/postulaciones/oferta/${idOferta}`, headers: { authorization: `Bearer ${nuevo}` } });
    expect(v.parse(EstadoPostulacionSchema, respuesta.json())).toEqual({
      postulado: false,
      fecha: null,
      tieneCurriculumPerfil: false,
      curriculumPerfil: null,
      faltantesCurriculum: [
        { seccion: 'cargo', texto: 'El cargo que buscas o un resumen de tu perfil.' },
        { seccion: 'experiencias', texto: 'Tu experiencia laboral o tus estudios.' },
      ],
    });
  });
});
