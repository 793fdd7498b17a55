// The CV as PDF and the data export: costly work done off the api's thread and limited per account.
import * as v from 'valibot';
import { ApiErrorSchema, CurriculumSchema, type Curriculum } from '@portal/shared/contract';
import { digitoVerificador } from '@portal/shared/rut';
import { ApiError } from '../src/errors';
import { curriculumPdf, hiloDePdf } from '../src/curriculum/pdf';
import { ARRANQUE_MS, crearEntorno, entornoDelArchivo, type Entorno } from './support/app-de-prueba';
import { conJwt, crearCandidato, jwtDe } from './support/cuentas';
import { lineasDelPdf, pngDeRuido } from './support/pdf';

const entorno = entornoDelArchivo();

const MENSAJE_429 = 'Estás generando demasiados documentos en poco tiempo. Espera un momento e inténtalo nuevamente.';

let candidatos = 0;
/** A candidate of its own in `en`, with a short CV: a desired job, one experience and one skill. */
async function candidataConCv(en: Pick<Entorno, 'app' | 'base'> = entorno): Promise<string> {
  const correo = `pdf${++candidatos}@correo.cl`;
  const cuerpo = String(42_000_000 + candidatos);
  await crearCandidato(en.base.db, correo, `${cuerpo}${digitoVerificador(cuerpo)}`);
  const jwt = await jwtDe(en.app, correo);
  const llamar = (method: 'PUT' | 'POST', url: string, payload: object) => en.app.inject({ method, url, headers: conJwt(jwt), payload });
  await llamar('PUT', '/api/curriculum/perfil', { resumen: 'Diez años de atención de público en retail.', cargoDeseado: 'Jefa de local', pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] });
  await llamar('POST', '/api/curriculum/experiencias', { cargo: 'Cajera', empresa: 'Supermercado Ñuble', inicio: '2019-03', termino: null, descripcion: 'Cuadratura de caja y reposición.' });
  await llamar('POST', '/api/curriculum/habilidades', { nombre: 'Atención de público' });
  return jwt;
}

const pdfDe = (jwt: string, en: Pick<Entorno, 'app'> = entorno) => en.app.inject({ url: '/api/curriculum/pdf', headers: conJwt(jwt) });

describe('GET /api/curriculum/pdf', () => {
  it("is a PDF showing the CV's name, desired job, experience and skills, in Spanish letters", async () => {
    const respuesta = await pdfDe(await candidataConCv());
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['content-type']).toBe('application/pdf');
    const texto = lineasDelPdf(respuesta.rawPayload).join('\n');
    for (const parte of ['Ana Pérez Soto', 'Jefa de local', 'EXPERIENCIA LABORAL', 'Cajera · Supermercado Ñuble', 'Cuadratura de caja y reposición.', 'Atención de público']) {
      expect(texto).toContain(parte);
    }
  }, ARRANQUE_MS);

  it('answers the third PDF one account asks for at once with a Spanish 429 and Retry-After, while another account gets its PDF', async () => {
    const [ana, berta] = [await candidataConCv(), await candidataConCv()];
    const respuestas = await Promise.all([pdfDe(ana), pdfDe(ana), pdfDe(ana), pdfDe(berta)]);
    const deAna = respuestas.slice(0, 3);
    expect(deAna.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    const excedida = deAna.find((r) => r.statusCode === 429)!;
    expect(v.parse(ApiErrorSchema, excedida.json())).toMatchObject({ code: 'DEMASIADOS_DOCUMENTOS', message: MENSAJE_429 });
    expect(Number(excedida.headers['retry-after'])).toBeGreaterThan(0);
    expect(respuestas[3]!.statusCode).toBe(200);
    expect(lineasDelPdf(respuestas[3]!.rawPayload).join('\n')).toContain('Ana Pérez Soto');
    // Once the first two are done, the account may ask again.
    expect((await pdfDe(ana)).statusCode).toBe(200);
  }, ARRANQUE_MS);

  it("counts an account's PDFs and data exports in one budget a minute, with a 429 that says when to retry, and not other accounts'", async () => {
    const limitado = await crearEntorno({ limitesDocumentos: { porMinuto: 2 } });
    try {
      const [ana, berta] = [await candidataConCv(limitado), await candidataConCv(limitado)];
      expect((await pdfDe(ana, limitado)).statusCode).toBe(200);
      expect((await limitado.app.inject({ url: '/api/cuenta/datos', headers: conJwt(ana) })).statusCode).toBe(200);
      const excedida = await pdfDe(ana, limitado);
      expect(excedida.statusCode).toBe(429);
      expect(v.parse(ApiErrorSchema, excedida.json())).toMatchObject({ code: 'DEMASIADOS_DOCUMENTOS', message: MENSAJE_429 });
      const espera = Number(excedida.headers['retry-after']);
      expect(espera).toBeGreaterThan(0);
      expect(espera).toBeLessThanOrEqual(60);
      expect((await limitado.app.inject({ url: '/api/cuenta/datos', headers: conJwt(ana) })).statusCode).toBe(429);
      expect((await pdfDe(berta, limitado)).statusCode).toBe(200);
    } finally {
      await limitado.close();
    }
  }, ARRANQUE_MS);
});

describe('drawing PDFs off the event loop', () => {
  /** A CV with a photo of nearly 1 MB of incompressible pixels: the costliest PDF a candidate can ask for. */
  async function cvConFoto(): Promise<{ cv: Curriculum; foto: Buffer }> {
    const jwt = await candidataConCv();
    const cv = v.parse(CurriculumSchema, (await entorno.app.inject({ url: '/api/curriculum', headers: conJwt(jwt) })).json());
    return { cv, foto: pngDeRuido(580, 570) };
  }

  it('lets a timer fire and /health answer while several PDFs are drawn', async () => {
    const { cv, foto } = await cvConFoto();
    const contacto = { correo: 'ana@correo.cl', telefono: '912345678', lugar: 'Ñuñoa' };
    const orden: string[] = [];
    const pdfs = [1, 2, 3].map((n) => curriculumPdf(cv, contacto, foto).then((pdf) => (orden.push(`pdf ${n}`), pdf)));
    // Drawn on this thread, all three PDFs would be done before the event loop turns once.
    const bucle = new Promise<void>((resolve) => setImmediate(() => (orden.push('bucle'), resolve())));
    const salud = entorno.app.inject('/health').then((respuesta) => orden.push(`health ${respuesta.statusCode}`));
    const [hechos] = await Promise.all([Promise.all(pdfs), bucle, salud]);
    expect(orden.indexOf('bucle')).toBeLessThan(orden.indexOf('pdf 1'));
    expect(orden.indexOf('health 200')).toBeGreaterThanOrEqual(0);
    expect(orden.indexOf('health 200')).toBeLessThan(orden.indexOf('pdf 3'));
    for (const pdf of hechos) expect(lineasDelPdf(pdf)).toContain('Ana Pérez Soto');
  }, ARRANQUE_MS);

  it('refuses a PDF at once with a Spanish 503 while the queue is full, and draws the ones it took', async () => {
    const { cv, foto } = await cvConFoto();
    const contacto = { correo: 'ana@correo.cl', telefono: null, lugar: null };
    const hilo = hiloDePdf(1);
    try {
      const [tomado, rechazado] = await Promise.allSettled([hilo.hacer({ cv, contacto, foto }), hilo.hacer({ cv, contacto, foto })]);
      expect(tomado.status).toBe('fulfilled');
      expect(rechazado.status).toBe('rejected');
      const error = (rechazado as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        statusCode: 503,
        code: 'DOCUMENTOS_OCUPADOS',
        message: 'Estamos generando muchos documentos en este momento. Inténtalo nuevamente en unos segundos.',
      });
      expect(error.esperaS).toBeGreaterThan(0);
    } finally {
      await hilo.cerrar();
    }
  }, ARRANQUE_MS);
});
