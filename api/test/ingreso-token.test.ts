// POST /api/login/token: e-mail links and partner sign-in, with every refusal (issue 9).
import * as v from 'valibot';
import { createHmac } from 'node:crypto';
import { ApiErrorSchema, LoginRespuestaSchema, VERSION_POLITICA_PRIVACIDAD } from '@portal/shared/contract';
import { COLUMNAS_ESTADO, huellaCuenta } from '../src/auth/huella-cuenta';
import { claveDeEnlaces, firmarToken } from '../src/auth/tokens-enlace';
import { ARRANQUE_MS, SECRETO_DE_PRUEBA, crearEntorno, entornoDelArchivo } from './support/app-de-prueba';
import { ultimoCodigo } from './support/bandeja';

const SECRETO_SOCIO = 'secreto-del-sitio-socio-0123456789';
const entorno = entornoDelArchivo({ secretoIngresoExterno: SECRETO_SOCIO });

const conToken = (token: string, externo = false, app = entorno.app) =>
  app.inject({ method: 'POST', url: '/api/login/token', payload: { token, externo } });
const error = (respuesta: { statusCode: number; json(): unknown }) => ({ status: respuesta.statusCode, ...v.parse(ApiErrorSchema, respuesta.json()) });
const claveEnlaces = claveDeEnlaces(SECRETO_DE_PRUEBA);

async function registrarSinConfirmar(correo: string) {
  const respuesta = await entorno.app.inject({
    method: 'POST',
    url: '/api/registro',
    payload: { nombres: 'Luis', apellidos: 'Rojas', tipoDocumento: 'PASAPORTE', numeroDocumento: `P${Date.now()}`, correo, clave: 'Segura2026', aceptaPolitica: true, versionPolitica: VERSION_POLITICA_PRIVACIDAD },
  });
  expect(respuesta.statusCode).toBe(201);
  return ultimoCodigo(entorno.app, correo);
}

/** A token signed by hand, to forge every kind of bad one. */
function jwt(clave: Buffer | string, carga: object, alg = 'HS256'): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const cuerpo = `${b64({ alg, typ: 'JWT' })}.${b64(carga)}`;
  return `${cuerpo}.${createHmac('sha256', clave).update(cuerpo).digest('base64url')}`;
}
const enUnaHora = () => Math.floor(Date.now() / 1000) + 3600;
/** The account's state now, as the api's own links carry it. */
const estadoDe = async (idCandidato: number) =>
  huellaCuenta(await entorno.app.k.selectFrom('candidato').select(COLUMNAS_ESTADO).where('id_candidato', '=', idCandidato).executeTakeFirstOrThrow());

it('the link of the registration e-mail confirms the account and signs in, once', async () => {
  const correo = `link.${Date.now()}@example.cl`;
  const { token } = await registrarSinConfirmar(correo);
  const respuesta = await conToken(token);
  expect(respuesta.statusCode).toBe(200);
  expect(v.parse(LoginRespuestaSchema, respuesta.json()).candidato).toMatchObject({ correo, estado: 'INCOMPLETO' });
  const fila = await entorno.app.k.selectFrom('candidato').select('correo_confirmado').where('correo', '=', correo).executeTakeFirstOrThrow();
  expect(fila.correo_confirmado).not.toBeNull();
  expect(error(await conToken(token))).toMatchObject({ status: 401, code: 'ENLACE_USADO', message: 'Este enlace ya se usó. Ingresa con tu correo o RUN y contraseña.' });
  // The code of the same e-mail is spent too: a wrong code now, as for any address without an account waiting.
  const { codigo } = await ultimoCodigo(entorno.app, correo);
  const confirmar = await entorno.app.inject({ method: 'POST', url: '/api/registro/confirmar', payload: { correo, codigo } });
  expect(error(confirmar)).toMatchObject({ status: 400, code: 'CODIGO_INCORRECTO' });
});

it('a registration link no longer signs in once the account was confirmed with the code', async () => {
  const correo = `codigo.${Date.now()}@example.cl`;
  const { token, codigo } = await registrarSinConfirmar(correo);
  expect((await entorno.app.inject({ method: 'POST', url: '/api/registro/confirmar', payload: { correo, codigo } })).statusCode).toBe(200);
  expect(error(await conToken(token))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
});

it('a registration link no longer signs in after a password reset, nor a sign-in link made before it', async () => {
  const correo = `reset.${Date.now()}@example.cl`;
  const { token } = await registrarSinConfirmar(correo);
  const { id_candidato } = await entorno.app.k.selectFrom('candidato').select('id_candidato').where('correo', '=', correo).executeTakeFirstOrThrow();
  await entorno.app.k.updateTable('candidato').set({ correo_confirmado: new Date() }).where('id_candidato', '=', id_candidato).execute();
  const ingreso = firmarToken(claveEnlaces, { sub: String(id_candidato), aud: 'ingreso', duracionMs: 60_000, est: await estadoDe(id_candidato) });
  await entorno.app.k.updateTable('candidato').set({ correo_confirmado: null }).where('id_candidato', '=', id_candidato).execute();
  const post = (url: string, payload: object) => entorno.app.inject({ method: 'POST', url, payload });
  const { idSolicitud } = (await post('/api/recuperacion', { identificador: correo })).json() as { idSolicitud: string };
  expect((await post(`/api/recuperacion/${idSolicitud}/enviar`, { destino: 'CORREO' })).statusCode).toBe(202);
  const { texto } = (await entorno.app.k.selectFrom('correo_saliente').select('texto').where('para', '=', correo).orderBy('id', 'desc').executeTakeFirstOrThrow());
  const codigo = /código de verificación es (\d{6})/.exec(texto)![1]!;
  const { tokenCambio } = (await post(`/api/recuperacion/${idSolicitud}/verificar`, { codigo })).json() as { tokenCambio: string };
  expect((await post('/api/recuperacion/nueva-clave', { tokenCambio, clave: 'Nueva-clave-2026' })).statusCode).toBe(204);
  expect(error(await conToken(token))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
  expect(error(await conToken(ingreso))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
});

it('refuses a token with a bad signature', async () => {
  const buena = firmarToken(claveEnlaces, { sub: '1', aud: 'ingreso', duracionMs: 60_000 });
  const [cabecera, carga] = buena.split('.');
  expect(error(await conToken(`${cabecera}.${carga}.${'A'.repeat(43)}`))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
  // Signed with the session secret itself: a session token is never a link.
  expect(error(await conToken(jwt(SECRETO_DE_PRUEBA, { sub: '1', aud: 'ingreso', jti: 'x1', exp: enUnaHora() })))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
  expect(error(await conToken('no.es.token'))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
  expect(error(await conToken(jwt(claveEnlaces, { sub: '1', aud: 'ingreso', jti: 'x2', exp: enUnaHora() }, 'none')))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
});

it('refuses an expired token', async () => {
  const vencido = jwt(claveEnlaces, { sub: '1', aud: 'ingreso', jti: 'vencido', exp: Math.floor(Date.now() / 1000) - 5 });
  expect(error(await conToken(vencido))).toMatchObject({
    status: 401,
    code: 'ENLACE_EXPIRADO',
    message: 'El enlace expiró. Ingresa con tu correo o RUN y contraseña, o pide un correo nuevo.',
  });
});

it('refuses a token for another audience', async () => {
  const otro = jwt(claveEnlaces, { sub: '1', aud: 'cambio-correo', jti: 'aud1', exp: enUnaHora() });
  expect(error(await conToken(otro))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
  // A partner's audience with the api's own key, or the other way round.
  expect(error(await conToken(jwt(claveEnlaces, { sub: '1', aud: 'ingreso-externo', jti: 'aud2', exp: enUnaHora() })))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
  expect(error(await conToken(jwt(SECRETO_SOCIO, { sub: 'demo@portal.cl', aud: 'ingreso', jti: 'aud3', exp: enUnaHora() }), true))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
});

it('an ingreso link signs a confirmed candidate in once; an unconfirmed one is told to confirm', async () => {
  const token = firmarToken(claveEnlaces, { sub: '1', aud: 'ingreso', duracionMs: 60_000, est: await estadoDe(1) });
  expect((await conToken(token)).statusCode).toBe(200);
  expect(error(await conToken(token))).toMatchObject({ status: 401, code: 'ENLACE_USADO' });
  const correo = `sinconfirmar.${Date.now()}@example.cl`;
  await registrarSinConfirmar(correo);
  const { id_candidato } = await entorno.app.k.selectFrom('candidato').select('id_candidato').where('correo', '=', correo).executeTakeFirstOrThrow();
  const ingreso = firmarToken(claveEnlaces, { sub: String(id_candidato), aud: 'ingreso', duracionMs: 60_000, est: await estadoDe(id_candidato) });
  expect(error(await conToken(ingreso))).toMatchObject({ status: 403, code: 'CUENTA_NO_CONFIRMADA' });
});

it('a partner token signs in by e-mail or RUN, once', async () => {
  const token = jwt(SECRETO_SOCIO, { sub: '11.111.111-1', aud: 'ingreso-externo', jti: 'socio-1', exp: enUnaHora() });
  const respuesta = await conToken(token, true);
  expect(respuesta.statusCode).toBe(200);
  expect(v.parse(LoginRespuestaSchema, respuesta.json()).candidato.idCandidato).toBe(1);
  expect(error(await conToken(token, true))).toMatchObject({ status: 401, code: 'ENLACE_USADO' });
  const desconocido = jwt(SECRETO_SOCIO, { sub: 'nadie@example.cl', aud: 'ingreso-externo', jti: 'socio-2', exp: enUnaHora() });
  expect(error(await conToken(desconocido, true))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
});

it('refuses every partner token when INGRESO_EXTERNO_SECRETO is not set', async () => {
  const sinSecreto = await crearEntorno({ secretoIngresoExterno: undefined });
  try {
    const token = jwt(SECRETO_SOCIO, { sub: 'demo@portal.cl', aud: 'ingreso-externo', jti: 'socio-3', exp: enUnaHora() });
    expect(error(await conToken(token, true, sinSecreto.app))).toMatchObject({ status: 401, code: 'ENLACE_INVALIDO' });
    // Nor does an empty key let an empty-key signature through.
    expect(error(await conToken(jwt('', { sub: 'demo@portal.cl', aud: 'ingreso-externo', jti: 'socio-4', exp: enUnaHora() }), true, sinSecreto.app))).toMatchObject({
      status: 401,
      code: 'ENLACE_INVALIDO',
    });
  } finally {
    await sinSecreto.close();
  }
}, ARRANQUE_MS);
