// Helpers of the account tests: throwaway candidates (the demo's password, Demo1234!), sign-in, the
// e-mails queued in the outbox, and a different client address per call (so per-address limits stay out
// of the way unless a test means them).
import * as v from 'valibot';
import { LoginRespuestaSchema } from '@portal/shared/contract';
import { digitoVerificador } from '@portal/shared/rut';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/db';
import type { Entorno } from './app-de-prueba';

let siguiente = 500;

/** A confirmed candidate of its own, with `correo` and a valid RUN; returns its id. */
export async function crearCandidato(db: Db, correo: string, run: string): Promise<number> {
  const id = siguiente++;
  await db.query(
    `INSERT INTO candidato (id_candidato, correo, run, tipo_documento, numero_documento, clave_hash, nombres, apellidos, estado, correo_confirmado)
     SELECT $1, $2, $3, 'RUN', $3, clave_hash, 'Ana', 'Pérez Soto', 'FINALIZADO', now() FROM candidato WHERE id_candidato = 1`,
    [id, correo, run],
  );
  return id;
}

let direccion = 0;
/** A client address no other call used. */
export const otraDireccion = () => `10.9.${Math.floor(++direccion / 250)}.${(direccion % 250) + 1}`;

export async function ingresar(app: App, usuario: string, clave = 'Demo1234!') {
  return app.inject({ method: 'POST', url: '/api/login', payload: { usuario, clave }, remoteAddress: otraDireccion() });
}

export async function jwtDe(app: App, usuario: string, clave = 'Demo1234!'): Promise<string> {
  const respuesta = await ingresar(app, usuario, clave);
  expect(respuesta.statusCode).toBe(200);
  return v.parse(LoginRespuestaSchema, respuesta.json()).login.jwt;
}

/** A request's headers for a signed-in candidate's token; none for a visitor (null). */
export const conJwt = (jwt: string | null) => (jwt ? { authorization: `Bearer ${jwt}` } : {});

/** The demo candidate and the second seeded one (nuevo@portal.cl), signed in: the files about what one sees and the other not. */
export async function demoYNuevo(app: App): Promise<{ demo: string; nuevo: string }> {
  return { demo: await jwtDe(app, 'demo@portal.cl'), nuevo: await jwtDe(app, 'nuevo@portal.cl') };
}

/**
 * A new confirmed candidate (empty CV, no basic data), signed in: `${prefijo}N@correo.cl` with a RUN from
 * 40.000.500 up, valid RUNs no seeded candidate has.
 */
export async function candidatoNuevo(entorno: Pick<Entorno, 'app' | 'base'>, prefijo: string): Promise<{ id: number; jwt: string }> {
  const correo = `${prefijo}${siguiente}@correo.cl`;
  const cuerpo = String(40_000_000 + siguiente);
  const id = await crearCandidato(entorno.base.db, correo, `${cuerpo}${digitoVerificador(cuerpo)}`);
  return { id, jwt: await jwtDe(entorno.app, correo) };
}

export const sesionViva = async (app: App, jwt: string) =>
  (await app.inject({ url: '/api/candidato/sesion', headers: conJwt(jwt) })).statusCode === 200;

export interface CorreoEncolado {
  para: string;
  asunto: string;
  texto: string;
  html: string;
}

/** The messages queued for `para`, oldest first. */
export async function correosPara(db: Db, para: string): Promise<CorreoEncolado[]> {
  const { rows } = await db.query<CorreoEncolado>('SELECT para, asunto, texto, html FROM correo_saliente WHERE para = $1 ORDER BY id', [para]);
  return rows;
}
