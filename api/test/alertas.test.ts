import * as v from 'valibot';
import { AlertaSchema, AlertasSchema, ApiErrorSchema, NOMBRE_ALERTA_MAX } from '@portal/shared/contract';
import { entornoDelArchivo } from './support/app-de-prueba';
import { conJwt, demoYNuevo } from './support/cuentas';

const entorno = entornoDelArchivo();
let demo: string, nuevo: string;
beforeAll(async () => ({ demo, nuevo } = await demoYNuevo(entorno.app)));
const parametros = { idDominio: 857, palabraClave: 'vendedor', region: '7', jornadas: 'COMPLETA', pagina: 3, orden: 'RANKING' };

async function crear(jwt: string | null = demo, payload: object = { nombre: '  Ventas en Santiago ', frecuencia: 'DIARIA', parametros }) {
  return entorno.app.inject({ method: 'POST', url: '/api/alertas', headers: conJwt(jwt), payload });
}

async function lista(jwt: string) {
  const respuesta = await entorno.app.inject({ url: '/api/alertas', headers: conJwt(jwt) });
  expect(respuesta.statusCode).toBe(200);
  return v.parse(AlertasSchema, respuesta.json()).alertas;
}

/** An alert of its own search, for tests about something else than what it searches. */
const otraAlerta = (palabraClave: string) => ({ nombre: palabraClave, frecuencia: 'DIARIA', parametros: { idDominio: 857, palabraClave } });

describe('the candidate’s job alerts', () => {
  it('creates an alert from a search, keeping its filters but not its page nor order, and says in words what it searches', async () => {
    const respuesta = await crear();
    expect(respuesta.statusCode).toBe(201);
    const alerta = v.parse(AlertaSchema, respuesta.json());
    expect(alerta).toMatchObject({ nombre: 'Ventas en Santiago', frecuencia: 'DIARIA', activa: true, ultimoEnvio: null });
    expect(alerta.parametros).toEqual({ idDominio: 857, palabraClave: 'vendedor', region: '7', jornadas: 'COMPLETA' });
    expect(alerta.descripcion).toBe('«vendedor» en Región Metropolitana de Santiago, jornada completa');
    expect((await lista(demo)).map((a) => a.idAlerta)).toContain(alerta.idAlerta);
  });

  it('renames, changes the frequency, pauses and resumes an alert', async () => {
    const { idAlerta } = v.parse(AlertaSchema, (await crear(demo, otraAlerta('cajero'))).json());
    const cambiar = (payload: object) => entorno.app.inject({ method: 'PUT', url: `/api/alertas/${idAlerta}`, headers: conJwt(demo), payload });
    const pausada = v.parse(AlertaSchema, (await cambiar({ nombre: 'Vendedor', frecuencia: 'SEMANAL', activa: false })).json());
    expect(pausada).toMatchObject({ nombre: 'Vendedor', frecuencia: 'SEMANAL', activa: false });
    expect(v.parse(AlertaSchema, (await cambiar({ nombre: 'Vendedor', frecuencia: 'SEMANAL', activa: true })).json()).activa).toBe(true);
  });

  it('deletes an alert, and a second delete is a 404', async () => {
    const { idAlerta } = v.parse(AlertaSchema, (await crear(demo, otraAlerta('bodeguero'))).json());
    const borrar = () => entorno.app.inject({ method: 'DELETE', url: `/api/alertas/${idAlerta}`, headers: conJwt(demo) });
    expect((await borrar()).statusCode).toBe(204);
    expect((await lista(demo)).map((a) => a.idAlerta)).not.toContain(idAlerta);
    expect(v.parse(ApiErrorSchema, (await borrar()).json())).toMatchObject({ statusCode: 404, code: 'ALERTA_NO_ENCONTRADA' });
  });

  it('lets only the owner see, change or delete an alert: anyone else gets a 404 and nothing changes', async () => {
    const { idAlerta } = v.parse(AlertaSchema, (await crear(demo, otraAlerta('garzón'))).json());
    expect((await lista(nuevo)).map((a) => a.idAlerta)).not.toContain(idAlerta);
    const cambio = await entorno.app.inject({ method: 'PUT', url: `/api/alertas/${idAlerta}`, headers: conJwt(nuevo), payload: { nombre: 'Mía', frecuencia: 'DIARIA', activa: false } });
    expect(v.parse(ApiErrorSchema, cambio.json())).toMatchObject({ statusCode: 404, code: 'ALERTA_NO_ENCONTRADA' });
    expect((await entorno.app.inject({ method: 'DELETE', url: `/api/alertas/${idAlerta}`, headers: conJwt(nuevo) })).statusCode).toBe(404);
    expect((await lista(demo)).find((a) => a.idAlerta === idAlerta)).toMatchObject({ nombre: 'garzón', activa: true });
  });

  it('asks for a session', async () => {
    expect((await crear(null)).statusCode).toBe(401);
    expect((await entorno.app.inject({ url: '/api/alertas' })).statusCode).toBe(401);
  });

  it.each([
    ['a blank name', { nombre: '   ', frecuencia: 'DIARIA', parametros }, 'Ponle un nombre a tu alerta.'],
    ['a name too long', { nombre: 'x'.repeat(NOMBRE_ALERTA_MAX + 1), frecuencia: 'DIARIA', parametros }, `El nombre puede tener hasta ${NOMBRE_ALERTA_MAX} caracteres.`],
    ['an unknown frequency', { nombre: 'Ventas', frecuencia: 'MENSUAL', parametros }, undefined],
    ['a bad search', { nombre: 'Ventas', frecuencia: 'DIARIA', parametros: { idDominio: 857, jornadas: 'NOCTURNA' } }, undefined],
  ])('refuses %s with a 400', async (_caso, payload, mensaje) => {
    const error = v.parse(ApiErrorSchema, (await crear(demo, payload)).json());
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDACION' });
    if (mensaje) expect(error.message).toBe(mensaje);
  });

  it('refuses an alert for a portal that does not exist', async () => {
    const error = v.parse(ApiErrorSchema, (await crear(demo, { nombre: 'Ventas', frecuencia: 'DIARIA', parametros: { idDominio: 999999 } })).json());
    expect(error).toMatchObject({ statusCode: 404, code: 'DOMINIO_NO_ENCONTRADO' });
  });

  it('refuses the same search twice with a Spanish 409, in any order of its parameters, and keeps one alert', async () => {
    const antes = (await lista(nuevo)).length;
    expect((await crear(nuevo, otraAlerta('soldador'))).statusCode).toBe(201);
    const otraVez = await crear(nuevo, { nombre: 'Otra', frecuencia: 'SEMANAL', parametros: { palabraClave: 'soldador', idDominio: 857 } });
    expect(otraVez.statusCode).toBe(409);
    expect(v.parse(ApiErrorSchema, otraVez.json())).toMatchObject({ code: 'ALERTA_REPETIDA', message: expect.stringMatching(/^Ya tienes una alerta con esta misma búsqueda/) });
    expect((await lista(nuevo)).length).toBe(antes + 1);
    expect((await crear(nuevo, otraAlerta('soldador tig'))).statusCode).toBe(201);
  });

  it('lists the alerts in the data export and removes them with the account', async () => {
    const respuesta = await entorno.app.inject({ url: '/api/cuenta/datos', headers: conJwt(demo) });
    const { alertas } = respuesta.json() as { alertas: { nombre: string; busqueda: string }[] };
    expect(alertas).toContainEqual(expect.objectContaining({ nombre: 'Ventas en Santiago', busqueda: '«vendedor» en Región Metropolitana de Santiago, jornada completa' }));
  });
});
