import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as v from 'valibot';
import { ApiErrorSchema } from '@portal/shared/contract';
import type { Almacen } from '../src/almacen/almacen';
import { almacenEnCarpeta, carpetaAlmacen } from '../src/almacen/carpeta';
import { entornoDelArchivo } from './support/app-de-prueba';
import { PDF, jwtDe, postular } from './support/postulacion';

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-archivos-'));
/** Runs after each file is stored, before the application's transaction (a test forces a conflict there). */
let trasGuardar: () => Promise<void> = async () => {};
const real = almacenEnCarpeta(carpeta);
const almacen: Almacen = {
  ...real,
  async guardar(bytes, extension) {
    const clave = await real.guardar(bytes, extension);
    await trasGuardar();
    return clave;
  },
};

const entorno = entornoDelArchivo({ almacen });
let demo: string;
beforeAll(async () => {
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
});
afterAll(async () => {
  fs.rmSync(carpeta, { recursive: true, force: true });
});

const modo = (ruta: string) => fs.statSync(ruta).mode & 0o777;

/** An active offer asking one question and one document, with the profile CV. */
async function ofertaConPreguntaYDocumento() {
  const { rows } = await entorno.base.db.query<{ id: number; pregunta: number; documento: number }>(
    `SELECT o.id_oferta AS id, min(p.id_pregunta) AS pregunta, min(d.id_documento) AS documento
     FROM oferta o JOIN oferta_pregunta p USING (id_oferta) JOIN oferta_documento d USING (id_oferta)
     WHERE o.estado = 'ACTIVA' AND NOT o.postulacion_valida_institucion AND o.tipo_curriculum_aceptado = 'NORMAL'
       AND NOT EXISTS (SELECT 1 FROM postulacion x WHERE x.id_oferta = o.id_oferta)
     GROUP BY o.id_oferta HAVING count(DISTINCT p.id_pregunta) = 1 AND count(DISTINCT d.id_documento) = 1
     ORDER BY o.id_oferta LIMIT 1`,
  );
  return rows[0]!;
}

describe('files of an application', () => {
  it('refuses an answer repeated for the same question with a Spanish 400, storing no file', async () => {
    const oferta = await ofertaConPreguntaYDocumento();
    const respuesta = await postular(entorno.app, demo, {
      idOferta: oferta.id,
      respuestas: [
        { idPregunta: oferta.pregunta, respuesta: 'Sí' },
        { idPregunta: oferta.pregunta, respuesta: 'No' },
      ],
      archivos: { [`documento_${oferta.documento}`]: { nombre: 'certificado.pdf', bytes: PDF } },
    });
    expect(respuesta.statusCode).toBe(400);
    expect(v.parse(ApiErrorSchema, respuesta.json())).toMatchObject({
      code: 'POSTULACION_INVALIDA',
      message: 'Respondiste más de una vez la misma pregunta.',
    });
    expect(fs.readdirSync(carpeta)).toEqual([]);
  });

  it('removes the stored files when the application\'s transaction rolls back', async () => {
    const oferta = await ofertaConPreguntaYDocumento();
    // Another application of the same candidate lands between the checks and the transaction.
    trasGuardar = async () => {
      await entorno.base.db.query(`INSERT INTO postulacion (id_candidato, id_oferta, origen, usar_curriculum_perfil) VALUES (1, $1, 'WEB', true)`, [oferta.id]);
    };
    try {
      const respuesta = await postular(entorno.app, demo, {
        idOferta: oferta.id,
        respuestas: [{ idPregunta: oferta.pregunta, respuesta: 'Sí' }],
        archivos: { [`documento_${oferta.documento}`]: { nombre: 'certificado.pdf', bytes: PDF } },
      });
      expect(respuesta.statusCode).toBe(409);
      expect(v.parse(ApiErrorSchema, respuesta.json()).message).toBe('Ya postulaste a esta oferta.');
    } finally {
      trasGuardar = async () => {};
    }
    expect(fs.readdirSync(carpeta)).toEqual([]);
  });

  it('keeps the files of an application that went through, readable only by the api\'s user', async () => {
    const oferta = await ofertaConPreguntaYDocumento();
    const respuesta = await postular(entorno.app, demo, {
      idOferta: oferta.id,
      respuestas: [{ idPregunta: oferta.pregunta, respuesta: 'Sí' }],
      archivos: { [`documento_${oferta.documento}`]: { nombre: 'certificado.pdf', bytes: PDF } },
    });
    expect(respuesta.statusCode).toBe(201);
    const archivos = fs.readdirSync(carpeta);
    expect(archivos).toHaveLength(1);
    expect(modo(path.join(carpeta, archivos[0]!))).toBe(0o600);
  });
});

describe('upload folder', () => {
  it('defaults to a folder beside the database in the data folder, not the system\'s temporary folder', () => {
    // The repository's own data folder (which may itself sit under /tmp on a CI machine).
    expect(carpetaAlmacen({})).toBe(path.resolve(__dirname, '../../data/archivos'));
    expect(carpetaAlmacen({ DATA_DIR: '/srv/portal/pglite' })).toBe('/srv/portal/pglite-archivos');
    expect(carpetaAlmacen({ STORAGE_DIR: '/srv/cvs', DATA_DIR: '/srv/portal/pglite' })).toBe('/srv/cvs');
  });

  it('creates the folder private (0700) and writes files private (0600)', async () => {
    const nueva = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modos-')), 'archivos');
    try {
      const enNueva = almacenEnCarpeta(nueva);
      expect(modo(nueva)).toBe(0o700);
      const clave = await enNueva.guardar(Readable.from([PDF]), 'pdf');
      expect(modo(path.join(nueva, clave))).toBe(0o600);
      await enNueva.borrar(clave);
      expect(fs.existsSync(path.join(nueva, clave))).toBe(false);
    } finally {
      fs.rmSync(path.dirname(nueva), { recursive: true, force: true });
    }
  });

  it('makes an existing world-readable folder private at start', () => {
    const existente = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modos-'));
    try {
      fs.chmodSync(existente, 0o755);
      almacenEnCarpeta(existente);
      expect(modo(existente)).toBe(0o700);
    } finally {
      fs.rmSync(existente, { recursive: true, force: true });
    }
  });
});
