import * as v from 'valibot';
import { ApiErrorSchema, CodigoEnviadoSchema, CodigoVerificadoSchema, SolicitudRecuperacionSchema } from '@portal/shared/contract';
import { digitoVerificador } from '@portal/shared/rut';
import { entornoDelArchivo } from './support/app-de-prueba';
import { correosPara, crearCandidato, ingresar, jwtDe, otraDireccion, sesionViva } from './support/cuentas';

const entorno = entornoDelArchivo();

const post = (url: string, payload: object, remoteAddress = otraDireccion()) => entorno.app.inject({ method: 'POST', url, payload, remoteAddress });

async function solicitar(identificador: string) {
  const respuesta = await post('/api/recuperacion', { identificador });
  expect(respuesta.statusCode).toBe(200);
  return v.parse(SolicitudRecuperacionSchema, respuesta.json());
}

async function enviar(idSolicitud: string) {
  const respuesta = await post(`/api/recuperacion/${idSolicitud}/enviar`, { destino: 'CORREO' });
  expect(respuesta.statusCode).toBe(202);
  return v.parse(CodigoEnviadoSchema, respuesta.json());
}

const verificar = (idSolicitud: string, codigo: string) => post(`/api/recuperacion/${idSolicitud}/verificar`, { codigo });
const nuevaClave = (tokenCambio: string, clave: string) => post('/api/recuperacion/nueva-clave', { tokenCambio, clave });
const error = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json());

/** The 6 digits of the last recovery e-mail sent to `correo`. */
async function codigoEnviadoA(correo: string): Promise<string> {
  const correos = await correosPara(entorno.base.db, correo);
  return /código de verificación es (\d{6})/.exec(correos.at(-1)!.texto)![1]!;
}

/** A request with its code sent, for a fresh candidate. */
async function solicitudConCodigo(correo: string, run: string) {
  await crearCandidato(entorno.base.db, correo, run);
  const { idSolicitud } = await solicitar(correo);
  await enviar(idSolicitud);
  return { idSolicitud, codigo: await codigoEnviadoA(correo) };
}

/** Every mask, real or made up: a first letter or digit, then a big public provider or another first letter or digit. */
const MASCARA = /^[a-z0-9]\*\*\*@([a-z0-9]\*\*\*|(gmail|hotmail|outlook|icloud)\.com|yahoo\.(com|es)|(hotmail|live|outlook)\.cl)$/;

const otroCodigo = (codigo: string) => String((Number(codigo) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery', () => {
  it('recovers the password with the e-mailed code, ends every session and tells the owner', async () => {
    await crearCandidato(entorno.base.db, 'olvido@correo.cl', '123456785');
    const [jwtA, jwtB] = [await jwtDe(entorno.app, 'olvido@correo.cl'), await jwtDe(entorno.app, '12.345.678-5')];

    const solicitud = await solicitar('12.345.678-5');
    expect(solicitud.destinos).toEqual([{ tipo: 'CORREO', valor: 'o***@c***' }]);
    const antes = Date.now();
    const { codigoExpira } = await enviar(solicitud.idSolicitud);
    const despues = Date.now();
    // 15 minutes from when the code was sent, which lies between the two readings of the clock.
    expect(Date.parse(codigoExpira) - 15 * 60_000).toBeGreaterThanOrEqual(antes);
    expect(Date.parse(codigoExpira) - 15 * 60_000).toBeLessThanOrEqual(despues);
    const [mensaje] = await correosPara(entorno.base.db, 'olvido@correo.cl');
    expect(mensaje!.asunto).toMatch(/^Tu código para recuperar la contraseña · /);
    expect(mensaje!.texto).toMatch(/Vale hasta las \d{2}:\d{2}.* del \d+ de \p{L}+ \(hora de Chile\)/u);
    expect(mensaje!.html).toContain(await codigoEnviadoA('olvido@correo.cl'));

    const verificado = await verificar(solicitud.idSolicitud, await codigoEnviadoA('olvido@correo.cl'));
    expect(verificado.statusCode).toBe(200);
    const { tokenCambio } = v.parse(CodigoVerificadoSchema, verificado.json());
    expect(await nuevaClave(tokenCambio, 'Nueva-clave-2026')).toMatchObject({ statusCode: 204 });

    expect(await sesionViva(entorno.app, jwtA)).toBe(false);
    expect(await sesionViva(entorno.app, jwtB)).toBe(false);
    expect((await ingresar(entorno.app, 'olvido@correo.cl')).statusCode).toBe(401);
    expect((await ingresar(entorno.app, 'olvido@correo.cl', 'Nueva-clave-2026')).statusCode).toBe(200);
    expect((await correosPara(entorno.base.db, 'olvido@correo.cl')).map((c) => c.asunto.split(' · ')[0])).toEqual([
      expect.stringMatching(/^Tu código/),
      'Tu contraseña cambió',
    ]);
  });

  it('answers an unknown e-mail or RUN with the same shape, sends nothing, and never verifies', async () => {
    const desconocidos = [
      ['nadie@correo.cl', 'n***@c***'],
      ['7.654.321-6', expect.stringMatching(MASCARA)],
    ] as const;
    for (const [identificador, mascara] of desconocidos) {
      const solicitud = await solicitar(identificador);
      expect(solicitud).toEqual({ idSolicitud: expect.stringMatching(/^[0-9a-f-]{36}$/), destinos: [{ tipo: 'CORREO', valor: mascara }] });
      // The same made-up destination every time, like a real account's.
      expect((await solicitar(identificador)).destinos).toEqual(solicitud.destinos);
      await enviar(solicitud.idSolicitud);
      const intento = await verificar(solicitud.idSolicitud, '123456');
      expect(intento.statusCode).toBe(400);
      expect(error(intento)).toMatchObject({ code: 'CODIGO_INCORRECTO', message: 'El código no es correcto. Te quedan 4 intentos.' });
    }
    const { rows } = await entorno.base.db.query<{ n: number }>("SELECT count(*)::int AS n FROM correo_saliente WHERE para = 'nadie@correo.cl'");
    expect(rows[0]!.n).toBe(0);
  });

  it('masks a real address the way it masks an unknown RUN: lower case, no real domain an unknown RUN could not show', async () => {
    await crearCandidato(entorno.base.db, 'Mixto@Probe.TEST', '187654327');
    await crearCandidato(entorno.base.db, 'Jose.Perez@Gmail.com', '198765430');
    const mascara = async (identificador: string) => (await solicitar(identificador)).destinos[0]!.valor;
    expect(await mascara('18.765.432-7')).toBe('m***@p***');
    expect(await mascara('mixto@probe.test')).toBe('m***@p***');
    // A big public provider stays recognisable for its owner.
    expect(await mascara('19.876.543-0')).toBe('j***@gmail.com');
    // Unknown RUNs show both forms, each of the same alphabet as a real address's.
    const ficticias = [];
    for (let cuerpo = 7_000_000; ficticias.length < 120; cuerpo += 1) {
      ficticias.push(await mascara(`${cuerpo}-${digitoVerificador(String(cuerpo))}`));
    }
    for (const valor of ficticias) expect(valor).toMatch(MASCARA);
    expect(ficticias.some((valor) => /@[a-z0-9]\*\*\*$/.test(valor))).toBe(true);
    expect(ficticias.some((valor) => valor.endsWith('@gmail.com'))).toBe(true);
  });

  it("kills the other requests' codes and change tokens once the password was reset", async () => {
    await crearCandidato(entorno.base.db, 'dos@correo.cl', '131313133');
    const primera = await solicitar('dos@correo.cl');
    await enviar(primera.idSolicitud);
    const codigoPrimera = await codigoEnviadoA('dos@correo.cl');
    const segunda = await solicitar('dos@correo.cl');
    await enviar(segunda.idSolicitud);
    const codigoSegunda = await codigoEnviadoA('dos@correo.cl');
    const tercera = await solicitar('dos@correo.cl');
    await enviar(tercera.idSolicitud);
    const { tokenCambio: tokenTercera } = v.parse(CodigoVerificadoSchema, (await verificar(tercera.idSolicitud, await codigoEnviadoA('dos@correo.cl'))).json());

    const { tokenCambio } = v.parse(CodigoVerificadoSchema, (await verificar(primera.idSolicitud, codigoPrimera)).json());
    expect((await nuevaClave(tokenCambio, 'Nueva-clave-2026')).statusCode).toBe(204);
    // A code e-mailed before the reset, and a change token got before it, no longer work.
    expect(error(await verificar(segunda.idSolicitud, codigoSegunda))).toMatchObject({ code: 'CODIGO_EXPIRADO' });
    expect(error(await nuevaClave(tokenTercera, 'Tercera-clave-2026'))).toMatchObject({ code: 'CODIGO_EXPIRADO' });
    expect((await ingresar(entorno.app, 'dos@correo.cl', 'Nueva-clave-2026')).statusCode).toBe(200);
  });

  it('does the same database work for an unknown identifier as for a known one', async () => {
    await crearCandidato(entorno.base.db, 'trabajo@correo.cl', '911111111');
    const consultas = jest.spyOn(entorno.base.db, 'query');
    // The outbox, the per-address request counter (with its purge of expired rows, now and then) and the health
    // check's background ping do the same work whoever asks: what could tell a known identifier apart is the rest.
    const comun = /correo_saliente|limite_solicitud|^\s*SELECT 1\s*$/;
    const delCaso = () => consultas.mock.calls.filter(([texto]) => !comun.test(texto)).length;
    const contar = async (identificador: string) => {
      consultas.mockClear();
      const { idSolicitud } = await solicitar(identificador);
      const solicitudes = delCaso();
      consultas.mockClear();
      await enviar(idSolicitud);
      return { solicitudes, envio: delCaso() };
    };
    const conocido = await contar('trabajo@correo.cl');
    expect(await contar('inexistente@correo.cl')).toEqual(conocido);
    consultas.mockRestore();
  });

  it('says how many attempts are left and gives up after 5 wrong codes, even for the right one', async () => {
    const { idSolicitud, codigo } = await solicitudConCodigo('intentos@correo.cl', '223334444');
    for (const quedan of ['quedan 4 intentos', 'quedan 3 intentos', 'quedan 2 intentos', 'queda 1 intento']) {
      const intento = await verificar(idSolicitud, otroCodigo(codigo));
      expect(intento.statusCode).toBe(400);
      expect(error(intento).message).toBe(`El código no es correcto. Te ${quedan}.`);
    }
    const quinto = await verificar(idSolicitud, otroCodigo(codigo));
    expect(quinto.statusCode).toBe(410);
    expect(error(quinto)).toMatchObject({ code: 'CODIGO_EXPIRADO', message: 'Ingresaste un código incorrecto 5 veces. Pide un nuevo código.' });
    expect((await verificar(idSolicitud, codigo)).statusCode).toBe(410);
    // A new code does not give the request new attempts.
    expect((await post(`/api/recuperacion/${idSolicitud}/enviar`, { destino: 'CORREO' })).statusCode).toBe(410);
  });

  it('refuses an expired code with 410', async () => {
    const { idSolicitud, codigo } = await solicitudConCodigo('expira@correo.cl', '51266633');
    await entorno.base.db.query("UPDATE recuperacion SET codigo_expira = now() - interval '1 second' WHERE id_solicitud = $1", [idSolicitud]);
    const intento = await verificar(idSolicitud, codigo);
    expect(intento.statusCode).toBe(410);
    expect(error(intento).code).toBe('CODIGO_EXPIRADO');
  });

  it('takes a code and a change token once each', async () => {
    const { idSolicitud, codigo } = await solicitudConCodigo('reuso@correo.cl', '87654325');
    const { tokenCambio } = v.parse(CodigoVerificadoSchema, (await verificar(idSolicitud, codigo)).json());
    expect(error(await verificar(idSolicitud, codigo)).code).toBe('CODIGO_EXPIRADO');
    expect((await nuevaClave(tokenCambio, 'Primera-2026')).statusCode).toBe(204);
    const segunda = await nuevaClave(tokenCambio, 'Segunda-2026');
    expect(segunda.statusCode).toBe(410);
    expect(error(segunda).code).toBe('CODIGO_EXPIRADO');
    expect((await ingresar(entorno.app, 'reuso@correo.cl', 'Primera-2026')).statusCode).toBe(200);
  });

  it('refuses an expired change token and a weak password, which leave the token usable', async () => {
    const { idSolicitud, codigo } = await solicitudConCodigo('debil@correo.cl', '65432108');
    const { tokenCambio } = v.parse(CodigoVerificadoSchema, (await verificar(idSolicitud, codigo)).json());
    for (const [clave, problema] of [
      ['corta1', 'Usa al menos 8 caracteres.'],
      ['sinnumeros', 'Incluye al menos un número.'],
      ['debil-2026-clave', 'No uses tu correo ni tu documento en la contraseña.'],
    ]) {
      const respuesta = await nuevaClave(tokenCambio, clave!);
      expect(respuesta.statusCode).toBe(400);
      expect(error(respuesta)).toMatchObject({ code: 'CLAVE_DEBIL', message: `La contraseña no es segura: ${problema}` });
    }
    await entorno.base.db.query("UPDATE recuperacion SET token_expira = now() - interval '1 second' WHERE id_solicitud = $1", [idSolicitud]);
    expect(error(await nuevaClave(tokenCambio, 'Valida-2026')).code).toBe('CODIGO_EXPIRADO');
  });

  it('answers 404 for an unknown or malformed request id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const respuesta = await post(`/api/recuperacion/${id}/enviar`, { destino: 'CORREO' });
      expect(respuesta.statusCode).toBe(404);
      expect(error(respuesta)).toMatchObject({ code: 'SOLICITUD_NO_ENCONTRADA', message: 'La solicitud de recuperación no existe o expiró. Vuelve a empezar.' });
      expect((await verificar(id, '123456')).statusCode).toBe(404);
    }
  });

  it('limits requests per identifier (known or not) and per client address', async () => {
    for (const identificador of ['demo@portal.cl', 'nadie-mas@correo.cl']) {
      for (let i = 0; i < 5; i++) await solicitar(identificador);
      const sexta = await post('/api/recuperacion', { identificador });
      expect(sexta.statusCode).toBe(429);
      expect(error(sexta).code).toBe('DEMASIADAS_SOLICITUDES');
    }
    const desdeUnaDireccion = [];
    for (let i = 0; i < 11; i++) desdeUnaDireccion.push((await post('/api/recuperacion', { identificador: `persona${i}@correo.cl` }, '10.99.0.1')).statusCode);
    expect(desdeUnaDireccion).toEqual([...Array(10).fill(200), 429]);
  });

  it('checks the code format before anything else', async () => {
    const respuesta = await verificar('00000000-0000-4000-8000-000000000000', '12ab56');
    expect(respuesta.statusCode).toBe(400);
    expect(error(respuesta).code).toBe('VALIDACION');
  });
});
