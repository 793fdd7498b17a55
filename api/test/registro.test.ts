// Registration, e-mail confirmation by code and by link, and the unconfirmed login (issue 9).
import * as v from 'valibot';
import { ApiErrorSchema, LoginRespuestaSchema, RegistroRespuestaSchema, VERSION_POLITICA_PRIVACIDAD, type RegistroBody } from '@portal/shared/contract';
import { digitoVerificador } from '@portal/shared/rut';
import { ARRANQUE_MS, crearEntorno, entornoDelArchivo } from './support/app-de-prueba';
import { correosPara, ultimoCodigo } from './support/bandeja';

const entorno = entornoDelArchivo({ solicitudesRegistroPorMinuto: 1000 });

let n = 0;
/** A fresh, valid registration: a new e-mail and a new RUN each time. */
function datos(cambios: Partial<RegistroBody> = {}): RegistroBody {
  n++;
  const cuerpo = String(20_000_000 + n * 7919);
  const dv = digitoVerificador(cuerpo);
  return {
    nombres: 'Ana María',
    apellidos: 'Pérez Soto',
    tipoDocumento: 'RUN',
    numeroDocumento: `${cuerpo.slice(0, 2)}.${cuerpo.slice(2, 5)}.${cuerpo.slice(5)}-${dv}`,
    correo: `ana${n}.${Date.now()}@example.cl`,
    clave: 'Segura2026',
    aceptaPolitica: true,
    versionPolitica: VERSION_POLITICA_PRIVACIDAD,
    ...cambios,
  };
}

const registrar = (body: unknown) => entorno.app.inject({ method: 'POST', url: '/api/registro', payload: body as object });
const confirmar = (correo: string, codigo: string) => entorno.app.inject({ method: 'POST', url: '/api/registro/confirmar', payload: { correo, codigo } });
const login = (usuario: string, clave: string) => entorno.app.inject({ method: 'POST', url: '/api/login', payload: { usuario, clave } });
const error = (respuesta: { statusCode: number; json(): unknown }) => ({ status: respuesta.statusCode, ...v.parse(ApiErrorSchema, respuesta.json()) });

/** A registration waiting for its code: what was sent, the code e-mailed, and a wrong one. */
async function registroPorConfirmar() {
  const body = datos();
  await registrar(body);
  const { codigo } = await ultimoCodigo(entorno.app, body.correo);
  return { body, codigo, errado: codigo === '000000' ? '111111' : '000000' };
}

describe('POST /api/registro', () => {
  it('creates an unconfirmed account and e-mails a 6-digit code and a sign-in link, valid 30 minutes', async () => {
    const body = datos();
    const respuesta = await registrar(body);
    expect(respuesta.statusCode).toBe(201);
    const { correo, codigoExpira } = v.parse(RegistroRespuestaSchema, respuesta.json());
    expect(correo).toBe(body.correo);
    expect(Date.parse(codigoExpira) - Date.now()).toBeGreaterThan(29 * 60_000);
    const [mensaje] = await correosPara(entorno.app, body.correo);
    const { nombre } = await entorno.app.k.selectFrom('dominio').select('nombre').where('dominio', '=', 'localhost').executeTakeFirstOrThrow();
    expect(mensaje!.asunto).toBe(`Confirma tu correo · ${nombre}`);
    expect(mensaje!.texto).toMatch(/Hola, Ana María:/);
    expect(mensaje!.html).toContain('Ana María');
    const { token } = await ultimoCodigo(entorno.app, body.correo);
    expect(mensaje!.texto).toContain(`http://localhost:8080/ingresa-a-tu-cuenta/${token}`);
    const fila = await entorno.app.k
      .selectFrom('candidato')
      .select(['run', 'numero_documento', 'estado', 'correo_confirmado', 'tipo_documento'])
      .where('correo', '=', body.correo)
      .executeTakeFirstOrThrow();
    expect(fila).toMatchObject({ tipo_documento: 'RUN', estado: 'INCOMPLETO', correo_confirmado: null });
    expect(fila.run).toBe(body.numeroDocumento.replace(/[.-]/g, ''));
  });

  it('records the consent with its version and date', async () => {
    const body = datos();
    const antes = Date.now();
    await registrar(body);
    const despues = Date.now();
    const consentimiento = await entorno.app.k
      .selectFrom('consentimiento as c')
      .innerJoin('candidato as d', 'd.id_candidato', 'c.id_candidato')
      .select(['c.version', 'c.aceptado'])
      .where('d.correo', '=', body.correo)
      .executeTakeFirstOrThrow();
    expect(consentimiento.version).toBe(VERSION_POLITICA_PRIVACIDAD);
    // Dated by this registration: between the two readings of the clock (an order, not a timing).
    expect(new Date(consentimiento.aceptado).getTime()).toBeGreaterThanOrEqual(antes);
    expect(new Date(consentimiento.aceptado).getTime()).toBeLessThanOrEqual(despues);
  });

  it('takes a passport number for a foreign candidate', async () => {
    const body = datos({ tipoDocumento: 'PASAPORTE', numeroDocumento: `ab${n}x99` });
    expect((await registrar(body)).statusCode).toBe(201);
  });

  it('refuses a duplicate e-mail and a duplicate RUN with the same words, never saying which matched', async () => {
    const primero = datos();
    expect((await registrar(primero)).statusCode).toBe(201);
    const mismoCorreo = error(await registrar(datos({ correo: primero.correo.toUpperCase() })));
    const mismoRun = error(await registrar(datos({ numeroDocumento: primero.numeroDocumento.replace(/[.-]/g, '') })));
    const demo = error(await registrar(datos({ numeroDocumento: '11.111.111-1' })));
    for (const respuesta of [mismoCorreo, mismoRun, demo]) {
      expect(respuesta).toMatchObject({ status: 409, code: 'CUENTA_YA_EXISTE', message: 'Ya existe una cuenta con esos datos. Ingresa o recupera tu contraseña.' });
    }
  });

  it('refuses a weak password with its first problem', async () => {
    expect(error(await registrar(datos({ clave: 'abcdefgh' })))).toMatchObject({ status: 400, code: 'CLAVE_DEBIL', message: 'Incluye al menos un número.' });
    expect(error(await registrar(datos({ clave: 'ab1' })))).toMatchObject({ status: 400, code: 'CLAVE_DEBIL', message: 'Usa al menos 8 caracteres.' });
  });

  it('refuses a password made of the e-mail', async () => {
    const body = datos();
    const respuesta = error(await registrar({ ...body, clave: `${body.correo.split('@')[0]}1` }));
    expect(respuesta).toMatchObject({ status: 400, code: 'CLAVE_DEBIL' });
  });

  it('refuses a registration without consent to the privacy policy, or to an old version of it', async () => {
    expect(error(await registrar(datos({ aceptaPolitica: false })))).toMatchObject({
      status: 400,
      code: 'CONSENTIMIENTO_REQUERIDO',
      message: 'Debes aceptar la política de privacidad para crear tu cuenta.',
    });
    expect(error(await registrar(datos({ versionPolitica: '2020-01' })))).toMatchObject({ status: 400, code: 'CONSENTIMIENTO_REQUERIDO' });
  });

  it.each(['11.111.111-2', '12345678-K', 'abc', '0-0'])('refuses the RUN %s whose check digit or shape is wrong', async (run) => {
    expect(error(await registrar(datos({ numeroDocumento: run })))).toMatchObject({
      status: 400,
      code: 'VALIDACION',
      message: 'El RUN no es válido: revisa el número y el dígito verificador.',
    });
  });

  it('refuses a passport number with signs, and a bad e-mail', async () => {
    expect(error(await registrar(datos({ tipoDocumento: 'PASAPORTE', numeroDocumento: 'AB-12' })))).toMatchObject({ status: 400, code: 'VALIDACION' });
    expect(error(await registrar(datos({ correo: 'no-es-correo' })))).toMatchObject({ status: 400, code: 'VALIDACION' });
  });

  it('limits registrations per address', async () => {
    const limitado = await crearEntorno({ solicitudesRegistroPorMinuto: 2 });
    try {
      const estados = [];
      for (let i = 0; i < 3; i++) estados.push((await limitado.app.inject({ method: 'POST', url: '/api/registro', payload: datos() })).statusCode);
      expect(estados).toEqual([201, 201, 429]);
    } finally {
      await limitado.close();
    }
  }, ARRANQUE_MS);
});

describe('confirming the e-mail', () => {
  it('confirms with the e-mailed code and signs in as INCOMPLETO', async () => {
    const { body, codigo } = await registroPorConfirmar();
    const respuesta = await confirmar(body.correo, codigo);
    expect(respuesta.statusCode).toBe(200);
    const { candidato } = v.parse(LoginRespuestaSchema, respuesta.json());
    expect(candidato).toMatchObject({ nombres: 'Ana María', correo: body.correo, estado: 'INCOMPLETO' });
    expect((await login(body.correo, body.clave)).statusCode).toBe(200);
    // Single use: the same code again is a wrong code, as for any address without an account waiting.
    expect(error(await confirmar(body.correo, codigo))).toMatchObject({ status: 400, code: 'CODIGO_INCORRECTO' });
  });

  it('says how many attempts are left after a wrong code, and the fifth wrong one ends the code', async () => {
    const { body, codigo, errado } = await registroPorConfirmar();
    expect(error(await confirmar(body.correo, errado))).toMatchObject({ status: 400, code: 'CODIGO_INCORRECTO', message: 'El código no es correcto. Te quedan 4 intentos.' });
    for (let i = 0; i < 3; i++) await confirmar(body.correo, errado);
    expect(error(await confirmar(body.correo, errado))).toMatchObject({ status: 410, code: 'CODIGO_EXPIRADO' });
    // Even the right code is no good now.
    expect(error(await confirmar(body.correo, codigo))).toMatchObject({ status: 410, code: 'CODIGO_EXPIRADO' });
  });

  it('refuses an expired code', async () => {
    const { body, codigo } = await registroPorConfirmar();
    const { id_candidato } = await entorno.app.k.selectFrom('candidato').select('id_candidato').where('correo', '=', body.correo).executeTakeFirstOrThrow();
    await entorno.app.k.updateTable('codigo_confirmacion').set({ expira: new Date(Date.now() - 1000) }).where('id_candidato', '=', id_candidato).execute();
    expect(error(await confirmar(body.correo, codigo))).toMatchObject({ status: 410, code: 'CODIGO_EXPIRADO' });
  });

  it('answers an unknown or a confirmed address exactly like an unconfirmed one with a wrong code, attempt by attempt', async () => {
    const { body, errado } = await registroPorConfirmar();
    const reenviar = (correo: string) => entorno.app.inject({ method: 'POST', url: '/api/registro/reenviar', payload: { correo } });
    /** Six wrong codes, a resend a minute later, and one more wrong code: every answer as the client sees it. */
    const secuencia = async (correo: string) => {
      const respuestas = [];
      for (let i = 0; i < 6; i++) respuestas.push(error(await confirmar(correo, errado)));
      await entorno.app.k.updateTable('codigo_confirmacion').set({ creado: new Date(Date.now() - 120_000) }).execute();
      await entorno.app.k.updateTable('confirmacion_sin_cuenta').set({ creado: new Date(Date.now() - 120_000) }).execute();
      expect((await reenviar(correo)).statusCode).toBe(202);
      respuestas.push(error(await confirmar(correo, errado)));
      return respuestas;
    };
    const real = await secuencia(body.correo);
    expect(real.map((r) => `${r.status} ${r.message}`)).toEqual([
      '400 El código no es correcto. Te quedan 4 intentos.',
      '400 El código no es correcto. Te quedan 3 intentos.',
      '400 El código no es correcto. Te quedan 2 intentos.',
      '400 El código no es correcto. Te queda 1 intento.',
      '410 Ingresaste un código incorrecto demasiadas veces. Pide un código nuevo.',
      '410 El código expiró o ya no es válido. Pide un código nuevo.',
      '400 El código no es correcto. Te quedan 4 intentos.',
    ]);
    expect(await secuencia(`nadie.${n}@example.cl`)).toEqual(real);
    expect(await secuencia('demo@portal.cl')).toEqual(real);
    // Kept per address: another unknown address starts its own count.
    expect(error(await confirmar(`otro.${n}@example.cl`, errado)).message).toBe('El código no es correcto. Te quedan 4 intentos.');
  });

  it('ends the count of an address without account after 30 minutes, like a code', async () => {
    const correo = `vencido.${Date.now()}@example.cl`;
    expect(error(await confirmar(correo, '123456'))).toMatchObject({ status: 400, code: 'CODIGO_INCORRECTO' });
    await entorno.app.k.updateTable('confirmacion_sin_cuenta').set({ expira: new Date(Date.now() - 1000) }).execute();
    expect(error(await confirmar(correo, '123456'))).toMatchObject({ status: 410, message: 'El código expiró o ya no es válido. Pide un código nuevo.' });
  });

  it('resends a new code to an unconfirmed account, once a minute, and answers 202 for any address', async () => {
    const body = datos();
    await registrar(body);
    const reenviar = (correo: string) => entorno.app.inject({ method: 'POST', url: '/api/registro/reenviar', payload: { correo } });
    // Within the first minute: no second e-mail.
    expect((await reenviar(body.correo)).statusCode).toBe(202);
    expect(await correosPara(entorno.app, body.correo)).toHaveLength(1);
    await entorno.app.k.updateTable('codigo_confirmacion').set({ creado: new Date(Date.now() - 120_000) }).execute();
    const anterior = await ultimoCodigo(entorno.app, body.correo);
    expect((await reenviar(body.correo)).statusCode).toBe(202);
    expect(await correosPara(entorno.app, body.correo)).toHaveLength(2);
    const nuevo = await ultimoCodigo(entorno.app, body.correo);
    expect(nuevo.token).not.toBe(anterior.token);
    expect((await confirmar(body.correo, nuevo.codigo)).statusCode).toBe(200);
    // Confirmed or unknown accounts get nothing, with the same answer.
    for (const correo of [body.correo, 'demo@portal.cl', 'nadie@example.cl']) {
      const antes = (await correosPara(entorno.app, correo)).length;
      expect((await reenviar(correo)).statusCode).toBe(202);
      expect(await correosPara(entorno.app, correo)).toHaveLength(antes);
    }
  });
});

describe('POST /api/login on an unconfirmed account', () => {
  it('says the account is not confirmed, only after the right password', async () => {
    const body = datos();
    await registrar(body);
    expect(error(await login(body.correo, 'Otra2026clave'))).toMatchObject({ status: 401, code: 'CREDENCIALES_INVALIDAS' });
    expect(error(await login(body.correo, body.clave))).toMatchObject({
      status: 403,
      code: 'CUENTA_NO_CONFIRMADA',
      message: 'Tu cuenta aún no está confirmada. Revisa tu correo o pide un nuevo código.',
    });
    expect(error(await login(body.numeroDocumento, body.clave))).toMatchObject({ status: 403, code: 'CUENTA_NO_CONFIRMADA' });
  });
});
