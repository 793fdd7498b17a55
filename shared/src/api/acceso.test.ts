/**
 * @jest-environment node
 */
// The fetchers of candidate access (issue 9) against a local HTTP server: method, path, body, bearer and
// the answer parsed with the contract.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi, errorCode, errorMessage } from './client';
import { cambiarClave, confirmarCambioCorreo, eliminarCuenta, getExportacionDatos, solicitarCambioCorreo } from './cuenta';
import { confirmarDatosBasicos, getDatosBasicos, getRegiones, guardarDatosBasicos } from './datos-basicos';
import { ingresarConToken } from './ingreso-token';
import { cambiarClaveRecuperada, enviarCodigoRecuperacion, solicitarRecuperacion, verificarCodigoRecuperacion } from './recuperacion';
import { confirmarCorreo, reenviarCorreo, registrar } from './registro';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let seen: Seen[];
let answers: Array<{ status: number; body?: unknown }>;
let jwt: string | null;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let received = '';
    for await (const chunk of req) received += String(chunk);
    seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: received ? JSON.parse(received) : undefined });
    const { status, body } = answers.shift() ?? { status: 500, body: { message: 'sin respuesta preparada' } };
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api/`, searchServiceUrl: 'http://127.0.0.1:1/', getJwt: () => jwt, onUnauthorized: jest.fn(), retryLimit: 0 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answers = [];
  jwt = null;
});

const candidato = { idCandidato: 7, nombres: 'Ana', apellidos: 'Soto', correo: 'ana@correo.cl', archivo: null, estado: 'INCOMPLETO' };
const loginRespuesta = { login: { jwt: 'jwt-nuevo' }, candidato };
const datos = {
  nombres: 'Ana',
  apellidos: 'Soto',
  tipoDocumento: 'RUN',
  numeroDocumento: '11111111-1',
  correo: 'ana@correo.cl',
  telefono: '912345678',
  idRegion: 13,
  idComuna: 101,
  fechaNacimiento: '1990-05-01',
  genero: null,
  nacionalidad: 'Chilena',
  actualizados: '2026-11-20T10:00:00.000Z',
  estado: 'FINALIZADO',
};

const last = () => seen.at(-1)!;

describe('registration fetchers', () => {
  it('registers with a POST of the whole body and parses the answer', async () => {
    answers = [{ status: 201, body: { correo: 'ana@correo.cl', codigoExpira: '2026-11-24T10:30:00.000Z' } }];
    const body = {
      nombres: 'Ana',
      apellidos: 'Soto',
      tipoDocumento: 'RUN' as const,
      numeroDocumento: '11.111.111-1',
      correo: 'ana@correo.cl',
      clave: 'Segura123',
      aceptaPolitica: true,
      versionPolitica: '2026-12',
    };
    await expect(registrar(body)).resolves.toEqual({ correo: 'ana@correo.cl', codigoExpira: '2026-11-24T10:30:00.000Z' });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/registro', body, authorization: undefined });
  });

  it('gives the code and Spanish message of a refusal', async () => {
    answers = [{ status: 409, body: { statusCode: 409, error: 'Conflict', code: 'CUENTA_YA_EXISTE', message: 'Ya existe una cuenta con esos datos.' } }];
    const failure = await registrar({} as never).catch((error: unknown) => error);
    expect(errorCode(failure)).toBe('CUENTA_YA_EXISTE');
    expect(await errorMessage(failure)).toBe('Ya existe una cuenta con esos datos.');
    expect(errorCode(new Error('otra cosa'))).toBeNull();
  });

  it('confirms the e-mail with its code and gets a session; resends with a 202 and no body', async () => {
    answers = [{ status: 200, body: loginRespuesta }, { status: 202 }];
    await expect(confirmarCorreo({ correo: 'ana@correo.cl', codigo: '123456' })).resolves.toEqual(loginRespuesta);
    await expect(reenviarCorreo({ correo: 'ana@correo.cl' })).resolves.toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/registro/confirmar', 'POST /api/registro/reenviar']);
    expect(seen[0]?.body).toEqual({ correo: 'ana@correo.cl', codigo: '123456' });
  });

  it('signs in with a token', async () => {
    answers = [{ status: 200, body: loginRespuesta }];
    await expect(ingresarConToken({ token: 'a.b.c', externo: true })).resolves.toEqual(loginRespuesta);
    expect(last()).toMatchObject({ method: 'POST', url: '/api/login/token', body: { token: 'a.b.c', externo: true } });
  });
});

describe('basic data fetchers', () => {
  it('reads the regions without a session', async () => {
    answers = [{ status: 200, body: [{ idRegion: 13, nombre: 'Metropolitana de Santiago', comunas: [{ idComuna: 101, nombre: 'Santiago' }] }] }];
    expect((await getRegiones())[0]?.comunas[0]?.nombre).toBe('Santiago');
    expect(last()).toMatchObject({ method: 'GET', url: '/api/ubicaciones/regiones', authorization: undefined });
  });

  it('reads, saves and confirms the basic data with the bearer', async () => {
    jwt = 'jwt-ana';
    answers = [{ status: 200, body: datos }, { status: 200, body: datos }, { status: 204 }];
    await expect(getDatosBasicos()).resolves.toEqual(datos);
    const body = { nombres: 'Ana', apellidos: 'Soto', telefono: '912345678', idRegion: 13, idComuna: 101, fechaNacimiento: '1990-05-01', genero: null, nacionalidad: 'Chilena' };
    await expect(guardarDatosBasicos(body)).resolves.toEqual(datos);
    await expect(confirmarDatosBasicos()).resolves.toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.url} ${s.authorization}`)).toEqual([
      'GET /api/candidato/datos-basicos Bearer jwt-ana',
      'PUT /api/candidato/datos-basicos Bearer jwt-ana',
      'POST /api/candidato/datos-basicos/confirmar Bearer jwt-ana',
    ]);
    expect(seen[1]?.body).toEqual(body);
  });

  it('refuses basic data that do not match the contract', async () => {
    jwt = 'jwt-ana';
    answers = [{ status: 200, body: { ...datos, estado: 'OTRO' } }];
    await expect(getDatosBasicos()).rejects.toThrow();
  });
});

describe('password recovery fetchers', () => {
  it('walks the four steps with the request id in the path', async () => {
    answers = [
      { status: 200, body: { idSolicitud: 'sol/1', destinos: [{ tipo: 'CORREO', valor: 'a***@correo.cl' }] } },
      { status: 202, body: { codigoExpira: '2026-11-24T10:15:00.000Z' } },
      { status: 200, body: { tokenCambio: 'tk' } },
      { status: 204 },
    ];
    expect((await solicitarRecuperacion({ identificador: '11.111.111-1' })).idSolicitud).toBe('sol/1');
    expect(await enviarCodigoRecuperacion('sol/1')).toEqual({ codigoExpira: '2026-11-24T10:15:00.000Z' });
    expect(await verificarCodigoRecuperacion('sol/1', '654321')).toEqual({ tokenCambio: 'tk' });
    await cambiarClaveRecuperada({ tokenCambio: 'tk', clave: 'Nueva1234' });
    expect(seen.map((s) => [s.url, s.body])).toEqual([
      ['/api/recuperacion', { identificador: '11.111.111-1' }],
      ['/api/recuperacion/sol%2F1/enviar', { destino: 'CORREO' }],
      ['/api/recuperacion/sol%2F1/verificar', { codigo: '654321' }],
      ['/api/recuperacion/nueva-clave', { tokenCambio: 'tk', clave: 'Nueva1234' }],
    ]);
  });
});

describe('account fetchers', () => {
  it('changes the password and the e-mail, exports and deletes with the bearer', async () => {
    jwt = 'jwt-ana';
    const exportacion = { generado: '2026-11-24T10:00:00.000Z', perfil: datos, curriculum: { nombre: 'Camila Rojas', perfil: { resumen: null, cargoDeseado: null, pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] }, experiencias: [], estudios: [], idiomas: [], habilidades: [], archivo: null, foto: null, actualizado: null, completitud: { porcentaje: 0, faltantes: [] } }, postulaciones: [], ofertasGuardadas: [{ idOferta: 3 }], alertas: [], respuestasAlertas: [], cvDejados: [], ferias: [], informesSueldo: [], preferencias: [], consentimientos: [{ version: '2026-11', aceptado: '2026-11-01T00:00:00.000Z' }], planPremium: null };
    answers = [{ status: 204 }, { status: 202 }, { status: 200, body: exportacion }, { status: 204 }];
    await cambiarClave({ claveActual: 'Vieja1234', claveNueva: 'Nueva1234' });
    await solicitarCambioCorreo({ correoNuevo: 'nueva@correo.cl', clave: 'Nueva1234' });
    await expect(getExportacionDatos()).resolves.toEqual(exportacion);
    await eliminarCuenta({ clave: 'Nueva1234' });
    expect(seen.map((s) => `${s.method} ${s.url} ${s.authorization} ${JSON.stringify(s.body)}`)).toEqual([
      'PUT /api/cuenta/clave Bearer jwt-ana {"claveActual":"Vieja1234","claveNueva":"Nueva1234"}',
      'POST /api/cuenta/correo Bearer jwt-ana {"correoNuevo":"nueva@correo.cl","clave":"Nueva1234"}',
      'GET /api/cuenta/datos Bearer jwt-ana undefined',
      'DELETE /api/cuenta Bearer jwt-ana {"clave":"Nueva1234"}',
    ]);
  });

  it('confirms a new e-mail with the token alone', async () => {
    answers = [{ status: 200, body: { correo: 'nueva@correo.cl' } }];
    await expect(confirmarCambioCorreo('tok.en')).resolves.toEqual({ correo: 'nueva@correo.cl' });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/cuenta/correo/confirmar', authorization: undefined, body: { token: 'tok.en' } });
  });
});
