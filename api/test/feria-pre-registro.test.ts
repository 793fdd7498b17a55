import { ApiErrorSchema, ExportacionDatosSchema, PreRegistroSchema, PreRegistrosSchema } from '@portal/shared/contract';
import * as v from 'valibot';
import { entornoDelArchivo } from './support/app-de-prueba';
import { correosPara, jwtDe } from './support/cuentas';

const entorno = entornoDelArchivo();
let jwt: string;
beforeAll(async () => {
  jwt = await jwtDe(entorno.app, 'demo@portal.cl');
});

const preRegistrar = (idDominio: unknown, token: string | null = jwt) =>
  entorno.app.inject({
    method: 'POST',
    url: '/api/feria/pre-registro',
    payload: { idDominio },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/feria/pre-registro', () => {
  it('pre-registers the candidate once, e-mails the confirmation, and lists the fair (also in the account data)', async () => {
    const primera = await preRegistrar(861);
    expect(primera.statusCode).toBe(201);
    const preRegistro = v.parse(PreRegistroSchema, primera.json());
    expect(preRegistro).toMatchObject({ idDominio: 861, nombreFeria: 'Feria de Empleo de Verano', dominio: 'feria-cerrada.localhost', fechaInicio: '2031-01-01T03:00:00.000Z' });

    const correos = await correosPara(entorno.base.db, 'demo@portal.cl');
    const correo = correos.find((c) => c.asunto.startsWith('Te preinscribiste en Feria de Empleo de Verano'));
    expect(correo?.texto).toContain('La feria abre a las 00:00 del 1 de enero');
    expect(correo?.html).toContain('Ir a la feria');

    const segunda = await preRegistrar(861);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toEqual(primera.json());
    expect(await correosPara(entorno.base.db, 'demo@portal.cl')).toHaveLength(correos.length);

    const lista = await entorno.app.inject({ url: '/api/feria/pre-registros', headers: { authorization: `Bearer ${jwt}` } });
    expect(v.parse(PreRegistrosSchema, lista.json()).preRegistros).toEqual([preRegistro]);
    const datos = await entorno.app.inject({ url: '/api/cuenta/datos', headers: { authorization: `Bearer ${jwt}` } });
    expect(v.parse(ExportacionDatosSchema, datos.json()).ferias).toEqual([{ feria: 'Feria de Empleo de Verano', preinscrito: preRegistro.fecha }]);
  });

  it('answers 409 on a fair without pre-registration, 404 on a portal that is not a fair', async () => {
    const sinPreRegistro = await preRegistrar(860);
    expect(sinPreRegistro.statusCode).toBe(409);
    expect(v.parse(ApiErrorSchema, sinPreRegistro.json())).toMatchObject({ code: 'PRE_REGISTRO_NO_DISPONIBLE' });
    expect((await preRegistrar(857)).statusCode).toBe(404);
    expect((await preRegistrar(999999)).statusCode).toBe(404);
  });

  it('answers 400 for a body without a valid idDominio and 401 without a session', async () => {
    expect((await preRegistrar('x')).statusCode).toBe(400);
    expect((await preRegistrar(0)).statusCode).toBe(400);
    expect((await preRegistrar(861, null)).statusCode).toBe(401);
    expect((await entorno.app.inject({ url: '/api/feria/pre-registros' })).statusCode).toBe(401);
  });
});
