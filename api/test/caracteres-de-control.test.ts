// NUL and the other control characters in any path, query or body string (issue 21): a 400 in the usual
// Spanish validation shape before any handler or query, with or without a session; never a 500.
import * as v from 'valibot';
import { ApiErrorSchema, VERSION_POLITICA_PRIVACIDAD } from '@portal/shared/contract';
import { entornoDelArchivo } from './support/app-de-prueba';
import { jwtDe, postular } from './support/postulacion';

const entorno = entornoDelArchivo({ limitesLogin: { porCuenta: 1000, porDireccion: 1000 }, solicitudesRegistroPorMinuto: 1000, solicitudesRecuperacionPorMinuto: 1000 });
let jwt: string;
beforeAll(async () => {
  jwt = await jwtDe(entorno.app, 'demo@portal.cl');
});

type Peticion = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

/** The requests of the probe, each with `x` (a control character) inside one string. */
const peticiones = (x: string): Peticion[] => [
  { method: 'POST', url: '/api/login', payload: { usuario: `demo${x}@portal.cl`, clave: 'Demo1234!' } },
  { method: 'POST', url: '/api/recuperacion', payload: { identificador: `11.111.111-1${x}` } },
  {
    method: 'POST',
    url: '/api/registro',
    payload: { nombres: `Ana${x}`, apellidos: 'Pérez', tipoDocumento: 'PASAPORTE', numeroDocumento: 'NUL12345', correo: 'nul@example.cl', clave: 'Segura2026', aceptaPolitica: true, versionPolitica: VERSION_POLITICA_PRIVACIDAD },
  },
  { method: 'GET', url: `/api/config/portal?dominio=${encodeURIComponent(x)}` },
  { method: 'GET', url: `/api/empresas?idDominio=857&busqueda=${encodeURIComponent(`ana${x}`)}` },
  { method: 'GET', url: `/api/mis-postulaciones?texto=${encodeURIComponent(`vendedor${x}`)}` },
  { method: 'PUT', url: '/api/curriculum/perfil', payload: { resumen: `Hola${x}`, cargoDeseado: null, pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] } },
  { method: 'POST', url: '/api/alertas', payload: { nombre: `Ventas${x}`, frecuencia: 'DIARIA', parametros: {} } },
  { method: 'GET', url: `/api/paginas/${encodeURIComponent(`ayuda${x}`)}?idDominio=857` },
];

function es400(respuesta: { statusCode: number; json(): unknown }, peticion: string) {
  expect({ peticion, status: respuesta.statusCode }).toEqual({ peticion, status: 400 });
  const error = v.parse(ApiErrorSchema, respuesta.json());
  expect({ peticion, code: error.code }).toEqual({ peticion, code: 'VALIDACION' });
  expect(error.message).toMatch(/^El (campo|parámetro) «[\w.]+» contiene caracteres de control no permitidos\.$/);
}

describe.each([
  ['NUL', '\u0000'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
])('a %s character', (_nombre, x) => {
  it.each([
    ['with a session', true],
    ['without a session', false],
  ])('is refused with 400 VALIDACION by every endpoint the probe named, %s', async (_sesion, conSesion) => {
    for (const { method, url, payload } of peticiones(x)) {
      const respuesta = await entorno.app.inject({ method, url, payload, headers: conSesion ? { authorization: `Bearer ${jwt}` } : {} });
      es400(respuesta, `${method} ${url}`);
    }
  });
});

it('names the field in Spanish', async () => {
  const respuesta = await entorno.app.inject({ method: 'GET', url: '/api/config/portal?dominio=%00' });
  expect(v.parse(ApiErrorSchema, respuesta.json()).message).toBe('El parámetro «dominio» contiene caracteres de control no permitidos.');
});

it('refuses a NUL inside an answer of a multipart application, before anything is stored', async () => {
  const respuesta = await postular(entorno.app, jwt, { idOferta: 1, respuestas: [{ idPregunta: 1, respuesta: 'Sí\u0000' }] });
  expect(respuesta.statusCode).toBe(400);
  expect(v.parse(ApiErrorSchema, respuesta.json())).toMatchObject({
    code: 'POSTULACION_INVALIDA',
    message: 'El campo «respuestas.0.respuesta» contiene caracteres de control no permitidos.',
  });
});

it('keeps tabs and line breaks in free text, and refuses the control characters around them', async () => {
  const perfil = (resumen: string) =>
    entorno.app.inject({
      method: 'PUT',
      url: '/api/curriculum/perfil',
      headers: { authorization: `Bearer ${jwt}` },
      payload: { resumen, cargoDeseado: null, pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] },
    });
  const guardado = await perfil('Primera línea\r\nSegunda\tcon tabulación');
  expect(guardado.statusCode).toBe(200);
  expect((guardado.json() as { perfil: { resumen: string } }).perfil.resumen).toBe('Primera línea\r\nSegunda\tcon tabulación');
  es400(await perfil('Primera línea\r\nSegunda\u000bvertical'), 'PUT /api/curriculum/perfil');
});
