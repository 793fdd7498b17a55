// Basic data and the regions list (issue 9): the rules of the PUT and the estado they set.
import * as v from 'valibot';
import { ApiErrorSchema, CandidatoSesionSchema, DatosBasicosSchema, RegionesSchema, type DatosBasicosBody } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';
import { conJwt, jwtDe } from './support/cuentas';

const entorno = entornoDelArchivo();
let jwtNuevo: string;
let regiones: v.InferOutput<typeof RegionesSchema>;
beforeAll(async () => {
  jwtNuevo = await jwtDe(entorno.app, 'nuevo@portal.cl');
  regiones = await obtener(entorno.app, '/api/ubicaciones/regiones', RegionesSchema);
});

const leer = (jwt = jwtNuevo) => entorno.app.inject({ url: '/api/candidato/datos-basicos', headers: conJwt(jwt) });
const guardar = (body: object, jwt = jwtNuevo) => entorno.app.inject({ method: 'PUT', url: '/api/candidato/datos-basicos', headers: conJwt(jwt), payload: body });
const error = (respuesta: { statusCode: number; json(): unknown }) => ({ status: respuesta.statusCode, ...v.parse(ApiErrorSchema, respuesta.json()) });

function validos(): DatosBasicosBody {
  const region = regiones.find((r) => r.nombre.includes('Valparaíso'))!;
  return {
    nombres: 'Matías',
    apellidos: 'González Soto',
    telefono: '912345678',
    idRegion: region.idRegion,
    idComuna: region.comunas.find((c) => c.nombre === 'Viña del Mar')!.idComuna,
    fechaNacimiento: '1998-07-21',
    genero: null,
    nacionalidad: 'Chilena',
  };
}

it('lists the 16 regions of Chile with their comunas', () => {
  expect(regiones).toHaveLength(16);
  expect(regiones[0]!.nombre).toMatch(/Arica/);
  const metropolitana = regiones.find((r) => r.nombre === 'Región Metropolitana de Santiago')!;
  expect(metropolitana.comunas.map((c) => c.nombre)).toEqual(expect.arrayContaining(['Santiago', 'Ñuñoa', 'Providencia']));
  expect(regiones.reduce((n, r) => n + r.comunas.length, 0)).toBeGreaterThan(50);
});

it('shows the demo candidate complete and the new one incomplete', async () => {
  const demo = v.parse(DatosBasicosSchema, (await leer(await jwtDe(entorno.app, 'demo@portal.cl'))).json());
  expect(demo).toMatchObject({ tipoDocumento: 'RUN', numeroDocumento: '111111111', estado: 'FINALIZADO', telefono: '912345678', nacionalidad: 'Chilena' });
  const nuevo = v.parse(DatosBasicosSchema, (await leer()).json());
  expect(nuevo).toMatchObject({ nombres: 'Matías', estado: 'INCOMPLETO', telefono: null, idRegion: null, fechaNacimiento: null, actualizados: null });
});

it('needs a session', async () => {
  expect((await entorno.app.inject({ url: '/api/candidato/datos-basicos' })).statusCode).toBe(401);
  expect((await entorno.app.inject({ method: 'PUT', url: '/api/candidato/datos-basicos', payload: validos() })).statusCode).toBe(401);
});

it('refuses a comuna of another region', async () => {
  const santiago = regiones.find((r) => r.nombre === 'Región Metropolitana de Santiago')!.comunas[0]!.idComuna;
  expect(error(await guardar({ ...validos(), idComuna: santiago }))).toMatchObject({
    status: 400,
    code: 'VALIDACION',
    message: 'La comuna elegida no pertenece a la región elegida.',
  });
});

it.each(['9123a5678', '+56912345678', '1234567', '1234567890123456'])('refuses the phone "%s"', async (telefono) => {
  expect(error(await guardar({ ...validos(), telefono }))).toMatchObject({
    status: 400,
    message: 'El teléfono debe tener solo números, entre 8 y 15 dígitos (por ejemplo, 912345678).',
  });
});

it.each([
  ['a future date', `${new Date().getUTCFullYear() + 1}-01-01`],
  ['someone under 15', `${new Date().getUTCFullYear() - 10}-01-01`],
  ['someone over 100', '1900-05-05'],
  ['a date that does not exist', '2000-02-30'],
  ['another format', '21/07/1998'],
])('refuses %s as birth date', async (_caso, fechaNacimiento) => {
  expect(error(await guardar({ ...validos(), fechaNacimiento }))).toMatchObject({
    status: 400,
    message: 'La fecha de nacimiento no es válida: debes tener entre 15 y 100 años.',
  });
});

it('refuses a nationality of one letter and an unknown gender', async () => {
  expect(error(await guardar({ ...validos(), nacionalidad: 'C' }))).toMatchObject({ status: 400, code: 'VALIDACION' });
  expect(error(await guardar({ ...validos(), genero: 'NINGUNO' }))).toMatchObject({ status: 400, code: 'VALIDACION' });
});

it('saves the data, turns the candidate FINALIZADO, asks again a year later, and a confirmation starts the year again', async () => {
  const antesDeGuardar = Date.now();
  const respuesta = await guardar({ ...validos(), genero: 'MASCULINO' });
  expect(respuesta.statusCode).toBe(200);
  const datos = v.parse(DatosBasicosSchema, respuesta.json());
  expect(datos).toMatchObject({ telefono: '912345678', fechaNacimiento: '1998-07-21', genero: 'MASCULINO', nacionalidad: 'Chilena', estado: 'FINALIZADO' });
  // Stamped by this save: between the request and now (an order, not a timing).
  expect(Date.parse(datos.actualizados!)).toBeGreaterThanOrEqual(antesDeGuardar);
  expect(Date.parse(datos.actualizados!)).toBeLessThanOrEqual(Date.now());
  const sesion = await entorno.app.inject({ url: '/api/candidato/sesion', headers: conJwt(jwtNuevo) });
  expect(v.parse(CandidatoSesionSchema, sesion.json()).estado).toBe('FINALIZADO');

  const porActualizar = async () => {
    const ingreso = await entorno.app.inject({ method: 'POST', url: '/api/login', payload: { usuario: 'nuevo@portal.cl', clave: 'Demo1234!' } });
    return v.parse(CandidatoSesionSchema, ingreso.json().candidato).datosPorActualizar;
  };
  expect(await porActualizar()).toBe(false);
  await entorno.app.k.updateTable('candidato').set({ datos_actualizados: new Date('2024-01-01T00:00:00Z') }).where('correo', '=', 'nuevo@portal.cl').execute();
  expect(await porActualizar()).toBe(true);
  const antesDeConfirmar = Date.now();
  const confirmada = await entorno.app.inject({ method: 'POST', url: '/api/candidato/datos-basicos/confirmar', headers: conJwt(jwtNuevo) });
  expect(confirmada.statusCode).toBe(204);
  const despues = v.parse(DatosBasicosSchema, (await leer()).json());
  expect(Date.parse(despues.actualizados!)).toBeGreaterThanOrEqual(antesDeConfirmar);
  expect(await porActualizar()).toBe(false);
});
