import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as v from 'valibot';
import { ApiErrorSchema, CorreoCambiadoSchema, ExportacionDatosSchema } from '@portal/shared/contract';
import { almacenEnCarpeta } from '../src/almacen/carpeta';
import { entornoDelArchivo } from './support/app-de-prueba';
import { conJwt, correosPara, crearCandidato, ingresar, jwtDe, sesionViva } from './support/cuentas';

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cuenta-archivos-'));
const almacen = almacenEnCarpeta(carpeta);

const entorno = entornoDelArchivo({ almacen });
afterAll(async () => {
  fs.rmSync(carpeta, { recursive: true, force: true });
});

const error = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json());

describe('PUT /api/cuenta/clave', () => {
  const cambiar = (jwt: string, claveActual: string, claveNueva: string) =>
    entorno.app.inject({ method: 'PUT', url: '/api/cuenta/clave', headers: conJwt(jwt), payload: { claveActual, claveNueva } });

  it('changes the password, keeps the session that changed it and ends the others', async () => {
    await crearCandidato(entorno.base.db, 'cambia@correo.cl', '191919192');
    const actual = await jwtDe(entorno.app, 'cambia@correo.cl');
    const otra = await jwtDe(entorno.app, 'cambia@correo.cl');
    expect((await cambiar(actual, 'Demo1234!', 'Otra-clave-77')).statusCode).toBe(204);
    expect(await sesionViva(entorno.app, actual)).toBe(true);
    expect(await sesionViva(entorno.app, otra)).toBe(false);
    expect((await ingresar(entorno.app, 'cambia@correo.cl', 'Otra-clave-77')).statusCode).toBe(200);
    expect((await correosPara(entorno.base.db, 'cambia@correo.cl')).map((c) => c.asunto)).toEqual([expect.stringMatching(/^Tu contraseña cambió · /)]);
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    await crearCandidato(entorno.base.db, 'firme@correo.cl', '181818180');
    const jwt = await jwtDe(entorno.app, 'firme@correo.cl');
    const mala = await cambiar(jwt, 'no-es-la-clave', 'Otra-clave-77');
    expect(mala.statusCode).toBe(400);
    expect(error(mala)).toMatchObject({ code: 'CLAVE_ACTUAL_INCORRECTA', message: 'La contraseña actual no es correcta.' });
    const debil = await cambiar(jwt, 'Demo1234!', 'cortita');
    expect(error(debil)).toMatchObject({ statusCode: 400, code: 'CLAVE_DEBIL', message: 'La contraseña no es segura: Usa al menos 8 caracteres.' });
    expect((await ingresar(entorno.app, 'firme@correo.cl')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const respuesta = await entorno.app.inject({ method: 'PUT', url: '/api/cuenta/clave', payload: { claveActual: 'Demo1234!', claveNueva: 'Otra-clave-77' } });
    expect(error(respuesta)).toMatchObject({ statusCode: 401, code: 'SESION_INVALIDA' });
  });
});

describe('changing the main e-mail', () => {
  const pedir = (jwt: string, correoNuevo: string, clave = 'Demo1234!') =>
    entorno.app.inject({ method: 'POST', url: '/api/cuenta/correo', headers: conJwt(jwt), payload: { correoNuevo, clave } });
  const confirmar = (token: string) => entorno.app.inject({ method: 'POST', url: '/api/cuenta/correo/confirmar', payload: { token } });
  const tokenEnviadoA = async (correo: string) => {
    const correos = await correosPara(entorno.base.db, correo);
    return /\/cambio-email-principal\/([\w-]+)/.exec(correos.at(-1)!.texto)![1]!;
  };

  it('sends a link to the new address, moves the account when it is followed and tells the old address', async () => {
    await crearCandidato(entorno.base.db, 'antigua@correo.cl', '171717176');
    const jwt = await jwtDe(entorno.app, 'antigua@correo.cl');
    expect((await pedir(jwt, 'Nueva@Correo.cl')).statusCode).toBe(202);
    const [enlace] = await correosPara(entorno.base.db, 'nueva@correo.cl');
    expect(enlace!.asunto).toMatch(/^Confirma tu nuevo correo · /);
    expect(enlace!.texto).toMatch(/http:\/\/localhost(:\d+)?\/cambio-email-principal\/[\w-]{43}/);

    const confirmado = await confirmar(await tokenEnviadoA('nueva@correo.cl'));
    expect(confirmado.statusCode).toBe(200);
    expect(v.parse(CorreoCambiadoSchema, confirmado.json())).toEqual({ correo: 'nueva@correo.cl' });
    expect((await ingresar(entorno.app, 'nueva@correo.cl')).statusCode).toBe(200);
    expect((await ingresar(entorno.app, 'antigua@correo.cl')).statusCode).toBe(401);
    const [aviso] = await correosPara(entorno.base.db, 'antigua@correo.cl');
    expect(aviso!.asunto).toMatch(/^Tu correo principal cambió · /);
    expect(aviso!.texto).toContain('ahora es nueva@correo.cl');

    const otraVez = await confirmar(await tokenEnviadoA('nueva@correo.cl'));
    expect(error(otraVez)).toMatchObject({ statusCode: 401, code: 'ENLACE_USADO' });
  });

  it('refuses a wrong password, an address another account uses and its own address', async () => {
    await crearCandidato(entorno.base.db, 'quieta@correo.cl', '161616160');
    const jwt = await jwtDe(entorno.app, 'quieta@correo.cl');
    expect(error(await pedir(jwt, 'libre@correo.cl', 'mala-clave-1'))).toMatchObject({ statusCode: 400, code: 'CLAVE_ACTUAL_INCORRECTA' });
    expect(error(await pedir(jwt, 'NUEVO@portal.cl'))).toMatchObject({
      statusCode: 409,
      code: 'CUENTA_YA_EXISTE',
      message: 'Ya existe una cuenta con esos datos. Ingresa o recupera tu contraseña.',
    });
    expect(error(await pedir(jwt, 'quieta@correo.cl'))).toMatchObject({ statusCode: 400, message: 'Ese ya es tu correo principal.' });
    expect(error(await pedir(jwt, 'no-es-correo'))).toMatchObject({ statusCode: 400, code: 'VALIDACION' });
    expect(await correosPara(entorno.base.db, 'libre@correo.cl')).toEqual([]);
  });

  it('refuses a made-up, an expired and a superseded link', async () => {
    await crearCandidato(entorno.base.db, 'tarda@correo.cl', '151515154');
    const jwt = await jwtDe(entorno.app, 'tarda@correo.cl');
    expect(error(await confirmar('inventado'))).toMatchObject({ statusCode: 401, code: 'ENLACE_INVALIDO' });
    await pedir(jwt, 'primera@correo.cl');
    const primero = await tokenEnviadoA('primera@correo.cl');
    await pedir(jwt, 'segunda@correo.cl');
    expect(error(await confirmar(primero))).toMatchObject({ statusCode: 401, code: 'ENLACE_INVALIDO' });
    await entorno.base.db.query("UPDATE cambio_correo SET expira = now() - interval '1 second' WHERE correo_nuevo = 'segunda@correo.cl'");
    expect(error(await confirmar(await tokenEnviadoA('segunda@correo.cl')))).toMatchObject({ statusCode: 401, code: 'ENLACE_EXPIRADO' });
    expect((await ingresar(entorno.app, 'tarda@correo.cl')).statusCode).toBe(200);
  });

  it('kills a pending link once the password changes', async () => {
    await crearCandidato(entorno.base.db, 'robada@correo.cl', '141414146');
    const jwt = await jwtDe(entorno.app, 'robada@correo.cl');
    expect((await pedir(jwt, 'intruso@correo.cl')).statusCode).toBe(202);
    const cambio = await entorno.app.inject({ method: 'PUT', url: '/api/cuenta/clave', headers: conJwt(jwt), payload: { claveActual: 'Demo1234!', claveNueva: 'Otra-clave-88' } });
    expect(cambio.statusCode).toBe(204);
    expect(error(await confirmar(await tokenEnviadoA('intruso@correo.cl')))).toMatchObject({ statusCode: 401, code: 'ENLACE_INVALIDO' });
    expect((await ingresar(entorno.app, 'robada@correo.cl', 'Otra-clave-88')).statusCode).toBe(200);
  });
});

describe('DELETE /api/cuenta', () => {
  const eliminar = (jwt: string, clave: string) => entorno.app.inject({ method: 'DELETE', url: '/api/cuenta', headers: conJwt(jwt), payload: { clave } });

  /** A candidate with an application carrying a stored CV, a saved offer and a recovery request. */
  async function candidatoConDatos(correo: string, run: string) {
    const id = await crearCandidato(entorno.base.db, correo, run);
    const clave = await almacen.guardar(Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'pdf');
    const { rows } = await entorno.base.db.query<{ id_archivo: number }>(
      "INSERT INTO archivo (id_candidato, clave, nombre_original, tipo_mime, bytes) VALUES ($1, $2, 'cv.pdf', 'application/pdf', 15) RETURNING id_archivo",
      [id, clave],
    );
    await entorno.base.db.query("INSERT INTO postulacion (id_candidato, id_oferta, origen, usar_curriculum_perfil, id_archivo_curriculum) VALUES ($1, 3, 'WEB', false, $2)", [id, rows[0]!.id_archivo]);
    await entorno.base.db.query('INSERT INTO oferta_guardada (id_candidato, id_oferta) VALUES ($1, 4)', [id]);
    await entorno.base.db.query(
      `INSERT INTO alerta (id_candidato, nombre, frecuencia, parametros, publicadas_hasta) VALUES ($1, 'Ventas', 'DIARIA', '{"idDominio":857}', now())`,
      [id],
    );
    await entorno.app.inject({ method: 'POST', url: '/api/recuperacion', payload: { identificador: correo } });
    return { id, archivo: path.join(carpeta, clave) };
  }

  /** Rows that still name the candidate, in every table with a foreign key to `candidato`. */
  async function filasDe(idCandidato: number): Promise<Record<string, number>> {
    const { rows: columnas } = await entorno.base.db.query<{ tabla: string; columna: string }>(
      `SELECT c.conrelid::regclass::text AS tabla, a.attname AS columna
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.contype = 'f' AND c.confrelid = 'candidato'::regclass`,
    );
    const cuentas: Record<string, number> = {};
    for (const { tabla, columna } of [...columnas, { tabla: 'candidato', columna: 'id_candidato' }]) {
      const { rows } = await entorno.base.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tabla} WHERE ${columna} = $1`, [idCandidato]);
      if (rows[0]!.n) cuentas[tabla] = rows[0]!.n;
    }
    return cuentas;
  }

  it('removes every row and stored file of the account, after which sign-in fails', async () => {
    const { id, archivo } = await candidatoConDatos('adios@correo.cl', '141414143');
    const jwt = await jwtDe(entorno.app, 'adios@correo.cl');
    expect(await filasDe(id)).toMatchObject({ candidato: 1, postulacion: 1, archivo: 1, oferta_guardada: 1, alerta: 1, sesion: 1, recuperacion: 1 });
    expect(fs.existsSync(archivo)).toBe(true);

    expect((await eliminar(jwt, 'Demo1234!')).statusCode).toBe(204);
    expect(await filasDe(id)).toEqual({});
    expect(fs.existsSync(archivo)).toBe(false);
    expect(error(await ingresar(entorno.app, 'adios@correo.cl'))).toMatchObject({ statusCode: 401, code: 'CREDENCIALES_INVALIDAS' });
    expect(await sesionViva(entorno.app, jwt)).toBe(false);
  });

  it('tells the owner by e-mail that the account is gone, and only once it is', async () => {
    await candidatoConDatos('despedida@correo.cl', '202020208');
    const jwt = await jwtDe(entorno.app, 'despedida@correo.cl');
    await eliminar(jwt, 'no-es-la-clave');
    const asuntos = async () => (await correosPara(entorno.base.db, 'despedida@correo.cl')).map((c) => c.asunto);
    expect(await asuntos()).not.toContainEqual(expect.stringMatching(/^Eliminamos tu cuenta · /));
    expect((await eliminar(jwt, 'Demo1234!')).statusCode).toBe(204);
    expect(await asuntos()).toContainEqual(expect.stringMatching(/^Eliminamos tu cuenta · /));
  });

  it('keeps everything when the password is wrong', async () => {
    const { id, archivo } = await candidatoConDatos('sigo@correo.cl', '131313138');
    const jwt = await jwtDe(entorno.app, 'sigo@correo.cl');
    expect(error(await eliminar(jwt, 'no-es-la-clave'))).toMatchObject({ statusCode: 400, code: 'CLAVE_ACTUAL_INCORRECTA' });
    expect(await filasDe(id)).toMatchObject({ candidato: 1, postulacion: 1, archivo: 1 });
    expect(fs.existsSync(archivo)).toBe(true);
  });
});

describe('GET /api/cuenta/datos', () => {
  it("downloads the candidate's own profile, applications, saved offers, alerts and consents, and nothing of another candidate", async () => {
    const [mia, otra] = [await crearCandidato(entorno.base.db, 'mia@correo.cl', '121212124'), await crearCandidato(entorno.base.db, 'otra@correo.cl', '111111121')];
    for (const [id, oferta] of [[mia, 3], [otra, 4]] as const) {
      await entorno.base.db.query("INSERT INTO postulacion (id_candidato, id_oferta, origen, usar_curriculum_perfil) VALUES ($1, $2, 'WEB', true)", [id, oferta]);
      await entorno.base.db.query('INSERT INTO oferta_guardada (id_candidato, id_oferta) VALUES ($1, $2)', [id, oferta + 10]);
    }
    await entorno.base.db.query("INSERT INTO consentimiento (id_candidato, version) VALUES ($1, '2026-11')", [mia]);
    const respuesta = await entorno.app.inject({ url: '/api/cuenta/datos', headers: conJwt(await jwtDe(entorno.app, 'mia@correo.cl')) });
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['content-disposition']).toBe('attachment; filename="mis-datos.json"');
    const datos = v.parse(ExportacionDatosSchema, respuesta.json());
    expect(datos.perfil).toMatchObject({ correo: 'mia@correo.cl', tipoDocumento: 'RUN', numeroDocumento: '121212124', nombres: 'Ana' });
    expect(datos.postulaciones).toEqual([expect.objectContaining({ idOferta: 3, origen: 'WEB', curriculum: 'Currículum del perfil', respuestas: [], documentos: [] })]);
    expect(datos.ofertasGuardadas).toEqual([expect.objectContaining({ idOferta: 13 })]);
    expect(datos.alertas).toEqual([]);
    expect(datos.consentimientos).toEqual([{ version: '2026-11', aceptado: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    expect(JSON.stringify(datos)).not.toContain('otra@correo.cl');
  });

  it('needs a session', async () => {
    expect(error(await entorno.app.inject({ url: '/api/cuenta/datos' }))).toMatchObject({ statusCode: 401, code: 'SESION_INVALIDA' });
  });
});
