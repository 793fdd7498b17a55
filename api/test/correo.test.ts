// The e-mail outbox and its dispatcher against a real SMTP server on 127.0.0.1.
import { sql } from 'kysely';
import { encolarCorreo, esperaTrasFallo, MAX_INTENTOS } from '../src/correo/bandeja';
import { CABECERA_ID_CORREO, crearDespachador, type Despachador } from '../src/correo/despachador';
import { componerCorreo, correoConfirmacion, escaparHtml } from '../src/correo/plantillas';
import { ARRANQUE_MS, crearEntorno, type Entorno } from './support/app-de-prueba';
import { abrirBuzonSmtp, type BuzonSmtp } from './support/buzon-smtp';

let entorno: Entorno;
let buzon: BuzonSmtp;
let despachador: Despachador;
const silencio = { warn: () => undefined };

beforeAll(async () => {
  entorno = await crearEntorno();
  buzon = await abrirBuzonSmtp();
  despachador = crearDespachador(entorno.app.k, buzon.configuracion, silencio);
}, ARRANQUE_MS);

afterAll(async () => {
  await despachador.detener();
  await buzon.cerrar();
  await entorno.close();
});

beforeEach(async () => {
  buzon.recibidos.length = 0;
  buzon.rechazar = false;
  await entorno.app.k.deleteFrom('correo_saliente').execute();
});

const pendientes = () =>
  entorno.app.k.selectFrom('correo_saliente').select(['intentos', 'enviado', 'ultimo_error', 'proximo_intento']).where('enviado', 'is', null).execute();

const confirmacion = () =>
  correoConfirmacion({
    portal: 'Portal <Demo>',
    para: 'ana@example.cl',
    nombres: 'Ana',
    codigo: '482913',
    enlace: 'http://localhost:8080/ingresa-a-tu-cuenta/abc.def.ghi',
    expira: new Date('2026-12-03T17:35:00Z'),
  });

test('a queued message is delivered over SMTP with a text and an HTML part', async () => {
  await encolarCorreo(entorno.app.k, confirmacion());
  expect(await despachador.ronda()).toBe(1);
  expect(buzon.recibidos).toHaveLength(1);
  const [recibido] = buzon.recibidos;
  expect(recibido!.para).toEqual(['ana@example.cl']);
  expect(recibido!.crudo).toMatch(/Content-Type: multipart\/alternative/);
  expect(recibido!.crudo).toMatch(/Content-Type: text\/plain/);
  expect(recibido!.crudo).toMatch(/Content-Type: text\/html/);
  expect(recibido!.crudo).toContain('482913');
  expect(await pendientes()).toEqual([]);
  // Sent once: a later round finds nothing to send.
  expect(await despachador.ronda()).toBe(0);
});

test('a message the server refuses stays queued with its error and a later round sends it', async () => {
  buzon.rechazar = true;
  await encolarCorreo(entorno.app.k, confirmacion());
  expect(await despachador.ronda()).toBe(0);
  const [pendiente] = await pendientes();
  expect(pendiente).toMatchObject({ intentos: 1, enviado: null, ultimo_error: expect.stringContaining('Buzón no disponible') });
  expect(new Date(pendiente!.proximo_intento).getTime()).toBeGreaterThan(Date.now() + 20_000);

  // Not due yet: the backoff holds it back.
  buzon.rechazar = false;
  expect(await despachador.ronda()).toBe(0);
  await entorno.app.k.updateTable('correo_saliente').set({ proximo_intento: sql<Date>`now()` }).execute();
  expect(await despachador.ronda()).toBe(1);
  expect(buzon.recibidos).toHaveLength(1);
  expect(await pendientes()).toEqual([]);
});

test('a message whose sender died while sending is sent again once its claim has lapsed', async () => {
  await encolarCorreo(entorno.app.k, confirmacion());
  // What a crash between the claim and the send leaves: a claimed row, due again in five minutes.
  await sql`UPDATE correo_saliente SET proximo_intento = now() + interval '5 minutes'`.execute(entorno.app.k);
  expect(await despachador.ronda()).toBe(0);
  await sql`UPDATE correo_saliente SET proximo_intento = now() - interval '1 second'`.execute(entorno.app.k);
  expect(await despachador.ronda()).toBe(1);
});

test('each message names its outbox row, so a copy sent twice can be told from two messages', async () => {
  await encolarCorreo(entorno.app.k, confirmacion());
  await encolarCorreo(entorno.app.k, confirmacion());
  const filas = await entorno.app.k.selectFrom('correo_saliente').select('id').orderBy('id').execute();
  expect(await despachador.ronda()).toBe(2);
  const nombrados = buzon.recibidos.map((r) => new RegExp(`^${CABECERA_ID_CORREO}: (\\d+)\\r?$`, 'mi').exec(r.crudo)?.[1]);
  expect(nombrados.sort()).toEqual(filas.map((f) => String(f.id)).sort());
  // Its Message-ID too, the same on any attempt: mail clients treat a copy sent again as the same message.
  const dominio = /@([^\s>]+)/.exec(buzon.configuracion.remitente)![1];
  const ids = buzon.recibidos.map((r) => /^Message-ID: (<[^>]+>)\r?$/im.exec(r.crudo)?.[1]);
  expect(ids.sort()).toEqual(filas.map((f) => `<correo-${f.id}@${dominio}>`).sort());
});

test('two dispatchers running at once send each message once', async () => {
  for (let i = 0; i < 6; i++) await encolarCorreo(entorno.app.k, { ...confirmacion(), para: `p${i}@example.cl` });
  const otro = crearDespachador(entorno.app.k, buzon.configuracion, silencio);
  const [a, b] = await Promise.all([despachador.ronda(), otro.ronda()]);
  await otro.detener();
  expect(a + b).toBe(6);
  expect(buzon.recibidos.map((r) => r.para[0]).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `p${i}@example.cl`));
});

test('the backoff doubles from 30 seconds up to an hour, and the attempts are bounded', () => {
  expect([1, 2, 3, 8, 20].map(esperaTrasFallo)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  expect(MAX_INTENTOS).toBeGreaterThan(10);
});

test('the templates escape every value in the HTML and carry the same words in the text part', () => {
  const mensaje = confirmacion();
  expect(mensaje.asunto).toBe('Confirma tu correo · Portal <Demo>');
  expect(mensaje.html).toContain('Portal &lt;Demo&gt;');
  expect(mensaje.html).not.toContain('<Demo>');
  expect(mensaje.texto).toContain('Hola, Ana:');
  expect(mensaje.texto).toContain('482913');
  expect(mensaje.texto).toContain('http://localhost:8080/ingresa-a-tu-cuenta/abc.def.ghi');
  expect(mensaje.texto).toContain('14:35 del 3 de diciembre');
  const conComillas = componerCorreo({ portal: 'P', para: 'x@example.cl', asunto: 'A', saludo: 'Hola', parrafos: [], boton: { texto: 'Ir', url: 'https://p.cl/?a="b"&c' } });
  expect(conComillas.html).toContain('href="https://p.cl/?a=&quot;b&quot;&amp;c"');
  expect(escaparHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
});

test("the button's fallback link may break anywhere, so a long sign-in link never widens the message on a phone", () => {
  const { html } = confirmacion();
  const fallback = /<p style="([^"]*)">Si el botón no funciona/.exec(html);
  expect(fallback?.[1]).toMatch(/overflow-wrap:anywhere/);
  expect(fallback?.[1]).toMatch(/word-break:break-all/);
});
