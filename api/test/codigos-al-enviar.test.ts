// E-mailed codes are valid from when they are sent (issue 21): after an SMTP outage longer than a code's
// window, the e-mail that finally leaves carries a code (and a link) that work for their full window.
import { sql } from 'kysely';
import * as v from 'valibot';
import { CodigoVerificadoSchema, SolicitudRecuperacionSchema, VERSION_POLITICA_PRIVACIDAD } from '@portal/shared/contract';
import { crearDespachador, type Despachador } from '../src/correo/despachador';
import { horaChile } from '../src/correo/plantillas';
import { ARRANQUE_MS, crearEntorno, type Entorno } from './support/app-de-prueba';
import { abrirBuzonSmtp, type BuzonSmtp } from './support/buzon-smtp';
import { crearCandidato, otraDireccion } from './support/cuentas';

let entorno: Entorno;
let buzon: BuzonSmtp;
let despachador: Despachador;

beforeAll(async () => {
  entorno = await crearEntorno({ solicitudesRegistroPorMinuto: 1000, solicitudesRecuperacionPorMinuto: 1000 });
  buzon = await abrirBuzonSmtp();
  despachador = crearDespachador(entorno.app.k, buzon.configuracion, { warn: () => undefined });
}, ARRANQUE_MS);

afterAll(async () => {
  await despachador.detener();
  await buzon.cerrar();
  await entorno.close();
});

const post = (url: string, payload: object) => entorno.app.inject({ method: 'POST', url, payload, remoteAddress: otraDireccion() });

/** The text part of the last message the SMTP server accepted for `para`, quoted-printable undone. */
function recibidoPor(para: string): string {
  const crudo = buzon.recibidos.filter((r) => r.para.includes(para)).at(-1)!.crudo;
  const texto = crudo.split(/Content-Type: text\/plain[^\n]*\n/)[1]!.split(/\n--/)[0]!;
  return Buffer.from(texto.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** SMTP down for one round, then the outage (`mover` moves the code's clocks back), then up again: the send's time. */
async function caidaDeSmtp(mover: () => Promise<unknown>) {
  buzon.rechazar = true;
  expect(await despachador.ronda()).toBe(0);
  await mover();
  await sql`UPDATE correo_saliente SET proximo_intento = now() WHERE enviado IS NULL`.execute(entorno.app.k);
  buzon.rechazar = false;
  const enviado = Date.now();
  expect(await despachador.ronda()).toBeGreaterThan(0);
  return enviado;
}

it('a registration code queued during a long SMTP outage works for its full 30 minutes after the send, and says so', async () => {
  const correo = `caida.${Date.now()}@example.cl`;
  const registro = await post('/api/registro', {
    nombres: 'Rosa', apellidos: 'Díaz', tipoDocumento: 'PASAPORTE', numeroDocumento: `C${Date.now()}`, correo, clave: 'Segura2026', aceptaPolitica: true, versionPolitica: VERSION_POLITICA_PRIVACIDAD,
  });
  expect(registro.statusCode).toBe(201);
  // Two hours of outage: the code's 30 minutes passed long ago.
  const enviado = await caidaDeSmtp(() => sql`UPDATE codigo_confirmacion SET expira = expira - interval '2 hours', creado = creado - interval '2 hours'`.execute(entorno.app.k));
  const texto = recibidoPor(correo);
  const codigo = /Código: (\d{6})/.exec(texto)![1]!;
  const { expira } = await entorno.app.k.selectFrom('codigo_confirmacion as c').innerJoin('candidato as d', 'd.id_candidato', 'c.id_candidato').select('c.expira').where('d.correo', '=', correo).executeTakeFirstOrThrow();
  expect(new Date(expira).getTime()).toBeGreaterThanOrEqual(enviado + 30 * 60_000 - 1000);
  expect(texto).toContain(`Es válido hasta las ${horaChile(new Date(expira))} (hora de Chile).`);
  expect((await post('/api/registro/confirmar', { correo, codigo })).statusCode).toBe(200);
});

it('the link of that e-mail signs in after the late send too', async () => {
  const correo = `caida.enlace.${Date.now()}@example.cl`;
  const registro = await post('/api/registro', {
    nombres: 'Rosa', apellidos: 'Díaz', tipoDocumento: 'PASAPORTE', numeroDocumento: `E${Date.now()}`, correo, clave: 'Segura2026', aceptaPolitica: true, versionPolitica: VERSION_POLITICA_PRIVACIDAD,
  });
  expect(registro.statusCode).toBe(201);
  await caidaDeSmtp(() => sql`UPDATE codigo_confirmacion SET expira = expira - interval '2 hours', creado = creado - interval '2 hours'`.execute(entorno.app.k));
  const token = /\/ingresa-a-tu-cuenta\/([\w-]+\.[\w-]+\.[\w-]+)/.exec(recibidoPor(correo))![1]!;
  // The link was signed before the outage: the api's clock reads two hours later than then, like the rows.
  const ahora = Date.now();
  const reloj = jest.spyOn(Date, 'now').mockImplementation(() => ahora + 2 * 60 * 60_000);
  try {
    expect((await post('/api/login/token', { token, externo: false })).statusCode).toBe(200);
  } finally {
    reloj.mockRestore();
  }
});

it('a recovery code queued during a long SMTP outage works for its full 15 minutes after the send', async () => {
  await crearCandidato(entorno.base.db, 'caida@correo.cl', '121212120');
  const { idSolicitud } = v.parse(SolicitudRecuperacionSchema, (await post('/api/recuperacion', { identificador: 'caida@correo.cl' })).json());
  expect((await post(`/api/recuperacion/${idSolicitud}/enviar`, { destino: 'CORREO' })).statusCode).toBe(202);
  // Two hours: past the code's 15 minutes and the request's hour.
  const enviado = await caidaDeSmtp(() =>
    sql`UPDATE recuperacion SET creada = creada - interval '2 hours', codigo_expira = codigo_expira - interval '2 hours' WHERE id_solicitud = ${idSolicitud}`.execute(entorno.app.k),
  );
  const texto = recibidoPor('caida@correo.cl');
  const codigo = /código de verificación es (\d{6})/.exec(texto)![1]!;
  const { codigo_expira } = await entorno.app.k.selectFrom('recuperacion').select('codigo_expira').where('id_solicitud', '=', idSolicitud).executeTakeFirstOrThrow();
  expect(new Date(codigo_expira!).getTime()).toBeGreaterThanOrEqual(enviado + 15 * 60_000 - 1000);
  expect(texto).toContain(`Vale hasta las ${horaChile(new Date(codigo_expira!))} (hora de Chile)`);
  const verificado = await post(`/api/recuperacion/${idSolicitud}/verificar`, { codigo });
  expect(verificado.statusCode).toBe(200);
  v.parse(CodigoVerificadoSchema, verificado.json());
});
