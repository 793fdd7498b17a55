// The premium plan (SUSCRIPCION_PREMIUM, issue 25): subscribing records the plan and its date on the account,
// ending it records the end, the data export carries both, and a refused payment records nothing.
import * as v from 'valibot';
import { ApiErrorSchema, ExportacionDatosSchema, SuscripcionPremiumSchema } from '@portal/shared/contract';
import { crearEntorno, entornoDelArchivo, type Entorno } from './support/app-de-prueba';
import { crearCandidato, jwtDe } from './support/cuentas';

const entorno = entornoDelArchivo();
const RUTA = '/api/cuenta/suscripcion-premium';
const conJwt = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const error = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json());
const suscripcion = (respuesta: { json(): unknown }) => v.parse(SuscripcionPremiumSchema, respuesta.json());
const FECHA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function cuentaNueva(app: Entorno['app'], db: Entorno['base']['db'], correo: string, run: string) {
  await crearCandidato(db, correo, run);
  return jwtDe(app, correo);
}

const suscribir = (jwt: string, payload: unknown = { plan: 'PREMIUM' }) => entorno.app.inject({ method: 'POST', url: RUTA, headers: conJwt(jwt), payload: payload as object });
const terminar = (jwt: string) => entorno.app.inject({ method: 'DELETE', url: RUTA, headers: conJwt(jwt) });
const leer = async (jwt: string) => suscripcion(await entorno.app.inject({ url: RUTA, headers: conJwt(jwt) }));

describe('/api/cuenta/suscripcion-premium', () => {
  it('asks for a session to read, subscribe or end, and records nothing without one', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const respuesta = await entorno.app.inject({ method, url: RUTA, payload: method === 'POST' ? { plan: 'PREMIUM' } : undefined });
      expect({ method, ...error(respuesta) }).toMatchObject({ method, statusCode: 401, code: 'SESION_INVALIDA' });
    }
  });

  it('an account that never subscribed has no plan running and no dates', async () => {
    const jwt = await cuentaNueva(entorno.app, entorno.base.db, 'sin-plan@correo.cl', '171717172');
    expect(await leer(jwt)).toEqual({ plan: 'PREMIUM', vigente: false, desde: null, hasta: null });
  });

  it('subscribing records the plan from now on, and asking again keeps the same start', async () => {
    const jwt = await cuentaNueva(entorno.app, entorno.base.db, 'premium@correo.cl', '161616164');
    const antes = Date.now();
    const primera = await suscribir(jwt);
    expect(primera.statusCode).toBe(201);
    const hecha = suscripcion(primera);
    expect(hecha).toEqual({ plan: 'PREMIUM', vigente: true, desde: expect.stringMatching(FECHA), hasta: null });
    expect(Date.parse(hecha.desde!)).toBeGreaterThanOrEqual(antes - 1000);

    const otra = await suscribir(jwt);
    expect(otra.statusCode).toBe(200);
    expect(suscripcion(otra)).toEqual(hecha);
    expect(await leer(jwt)).toEqual(hecha);
  });

  it('ending the plan records its end, and a second end is refused with a clear message', async () => {
    const jwt = await cuentaNueva(entorno.app, entorno.base.db, 'termina@correo.cl', '151515156');
    const { desde } = suscripcion(await suscribir(jwt));
    const terminada = await terminar(jwt);
    expect(terminada.statusCode).toBe(200);
    expect(suscripcion(terminada)).toEqual({ plan: 'PREMIUM', vigente: false, desde, hasta: expect.stringMatching(FECHA) });

    expect(error(await terminar(jwt))).toMatchObject({ statusCode: 409, code: 'PLAN_PREMIUM_NO_VIGENTE', message: 'No tienes un plan premium vigente.' });
    expect((await leer(jwt)).vigente).toBe(false);
  });

  it('subscribing again after ending starts a new period', async () => {
    const jwt = await cuentaNueva(entorno.app, entorno.base.db, 'vuelve@correo.cl', '141414148');
    await suscribir(jwt);
    await terminar(jwt);
    const otra = await suscribir(jwt);
    expect(otra.statusCode).toBe(201);
    expect(suscripcion(otra)).toMatchObject({ vigente: true, hasta: null });
  });

  it('refuses a plan that does not exist, or none, and records nothing', async () => {
    const jwt = await cuentaNueva(entorno.app, entorno.base.db, 'mal-plan@correo.cl', '131313130');
    for (const payload of [{ plan: 'ORO' }, {}, { plan: 'premium' }]) {
      const respuesta = await suscribir(jwt, payload);
      expect({ payload, ...error(respuesta) }).toMatchObject({ payload, statusCode: 400, code: 'VALIDACION' });
    }
    expect((await leer(jwt)).vigente).toBe(false);
  });

  it('the data export carries the plan and its dates', async () => {
    const jwt = await cuentaNueva(entorno.app, entorno.base.db, 'exporta@correo.cl', '121212123');
    const exportar = async () => v.parse(ExportacionDatosSchema, (await entorno.app.inject({ url: '/api/cuenta/datos', headers: conJwt(jwt) })).json());
    expect((await exportar()).planPremium).toBeNull();

    const { desde } = suscripcion(await suscribir(jwt));
    expect((await exportar()).planPremium).toEqual({ plan: 'PREMIUM', desde, hasta: null });

    const { hasta } = suscripcion(await terminar(jwt));
    expect((await exportar()).planPremium).toEqual({ plan: 'PREMIUM', desde, hasta });
  });
});

describe('a payment provider that refuses', () => {
  let rechaza: Entorno;
  beforeAll(async () => {
    rechaza = await crearEntorno({ cobro: { cobrar: () => Promise.resolve({ aceptado: false, monto: 0 }) } });
  }, 180_000);
  afterAll(() => rechaza.close());

  it('answers 402 and leaves the account without a plan', async () => {
    const jwt = await cuentaNueva(rechaza.app, rechaza.base.db, 'rechazo@correo.cl', '101010105');
    const respuesta = await rechaza.app.inject({ method: 'POST', url: RUTA, headers: conJwt(jwt), payload: { plan: 'PREMIUM' } });
    expect(error(respuesta)).toMatchObject({ statusCode: 402, code: 'COBRO_RECHAZADO' });
    const leida = suscripcion(await rechaza.app.inject({ url: RUTA, headers: conJwt(jwt) }));
    expect(leida.vigente).toBe(false);
  });
});
