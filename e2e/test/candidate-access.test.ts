// Candidate access end to end through the real SMTP path (issue 9): the codes and links come from the
// e-mails maildev caught (its REST API, GET /api/email, at stack.urls.maildev), never from the database.
import { browser, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { runNuevo } from './support/run';
import { waitForPath } from './support/session';
import { stackInfo } from './support/stack';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

interface Correo {
  to: { address: string }[];
  subject: string;
  text: string;
  /** When maildev received it, in whole seconds. */
  time: string;
}

const maildev = () => {
  const url = stackInfo.urls.maildev;
  if (!url) throw new Error('The stack has no maildev URL (stack.urls.maildev).');
  return url;
};

/** The newest e-mail to `para` whose text matches `patron`, waiting for the api's outbox to send it. */
async function esperarCorreo(para: string, patron: RegExp, despuesDe: Date): Promise<Correo> {
  let encontrado: Correo | undefined;
  await browser().waitUntil(
    async () => {
      const correos = (await (await fetch(`${maildev()}/api/email`)).json()) as Correo[];
      // maildev keeps whole seconds: compare with the second the action started in.
      const desde = Math.floor(despuesDe.getTime() / 1000) * 1000;
      encontrado = correos
        .filter((c) => c.to.some((t) => t.address.toLowerCase() === para.toLowerCase()) && Date.parse(c.time) >= desde && patron.test(c.text))
        .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
        .at(-1);
      return encontrado !== undefined;
    },
    { timeout: OUTCOME_TIMEOUT_MS, interval: 500, timeoutMsg: `no e-mail to ${para} matching ${String(patron)}` },
  );
  return encontrado!;
}

const codigoDe = (correo: Correo) => /\b(\d{6})\b/.exec(correo.text)?.[1] ?? '';
const enlaceDe = (correo: Correo, ruta: string) => new RegExp(`https?://\\S+${ruta}/[\\w.-]+`).exec(correo.text)?.[0] ?? '';

async function escribir(nombre: string | RegExp, valor: string) {
  const campo = await findByRole('textbox', { name: nombre });
  await campo.clearValue();
  await campo.setValue(valor);
}

/** Password inputs have no textbox role: find them by their label's text. */
async function escribirClave(etiqueta: string, valor: string) {
  const campo = await browser().$(`//label[normalize-space()="${etiqueta}"]/following-sibling::input`);
  await campo.waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS });
  await campo.setValue(valor);
}

/** A date input's keyboard order follows the browser's locale: set the ISO value as React expects it. */
async function fijarFecha(selector: string, iso: string) {
  await browser().execute(
    (sel: string, valor: string) => {
      const input = document.querySelector<HTMLInputElement>(sel)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, valor);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    selector,
    iso,
  );
}

async function pulsar(nombre: string | RegExp) {
  await (await findByRole('button', { name: nombre })).click();
}

async function ingresar(usuario: string, clave: string) {
  await openPage('localhost', '/ingresa-a-tu-cuenta');
  await escribir('Correo electrónico o RUN', usuario);
  await escribirClave('Contraseña', clave);
  await pulsar('Ingresar');
}

describe('candidate access', () => {
  beforeEach(async () => {
    await openPage('localhost', '/');
    await browser().deleteCookies();
    await browser().execute(() => { sessionStorage.clear(); });
  });

  test('register, confirm by e-mail, basic data, sign in again, recover the password, change the e-mail, download and delete', async () => {
    const inicio = new Date(Date.now() - 1000);
    const correo = `e2e-${String(Date.now())}@correo.cl`;
    const correoNuevo = `nuevo-${correo}`;
    const clave = 'Primera1234';
    const claveNueva = 'Segunda5678';

    // Register: the RUN field formats itself as it is typed.
    await openPage('localhost', '/crea-tu-curriculum/registro');
    await escribir('Nombres', 'Valentina');
    await escribir('Apellidos', 'Muñoz Pérez');
    await escribir('RUN', runNuevo());
    expect(await (await findByRole('textbox', { name: 'RUN' })).getValue()).toMatch(/^\d{2}\.\d{3}\.\d{3}-[\dK]$/);
    await escribir('Correo electrónico', correo);
    await escribirClave('Contraseña', clave);
    await (await browser().$('input[type="checkbox"]')).click();
    await pulsar('Crear mi cuenta');
    await waitForPath('/crea-tu-curriculum/valida-tu-correo');

    // Confirm with the code of the e-mail: signed in, on to basic data.
    const bienvenida = await esperarCorreo(correo, /\b\d{6}\b/, inicio);
    await escribir('Código de verificación', codigoDe(bienvenida));
    await pulsar('Validar correo');
    await waitForPath('/datos-basicos');

    await escribir('Teléfono', '912345678');
    await (await findByRole('combobox', { name: 'Región' })).selectByVisibleText('Región Metropolitana de Santiago');
    await (await findByRole('combobox', { name: 'Comuna' })).selectByIndex(1);
    await fijarFecha('input[type="date"]', '1990-05-01');
    await pulsar('Guardar y continuar');
    await waitForPath('/dashboard');

    // Sign out and in again.
    await openPage('localhost', '/logout');
    await waitForPath('/');
    await ingresar(correo, clave);
    await waitForPath('/dashboard');
    await openPage('localhost', '/logout');
    await waitForPath('/');

    // Recover the password with the e-mailed code; the old one stops working.
    const antesDeRecuperar = new Date(Date.now() - 1000);
    await openPage('localhost', '/recuperar-contrasena/documento-identidad');
    await escribir('RUN o correo electrónico', correo);
    await pulsar('Continuar');
    await waitForPath('/recuperar-contrasena/recibir-codigo-verificacion');
    await pulsar('Enviar código');
    await waitForPath('/recuperar-contrasena/ingresar-codigo');
    const recuperacion = await esperarCorreo(correo, /\b\d{6}\b/, antesDeRecuperar);
    await escribir('Código de verificación', codigoDe(recuperacion));
    await pulsar('Continuar');
    await waitForPath('/recuperar-contrasena/nueva-contrasena');
    await escribirClave('Nueva contraseña', claveNueva);
    await escribirClave('Repite la nueva contraseña', claveNueva);
    await pulsar('Guardar contraseña');
    await waitForText('Tu contraseña cambió');

    await ingresar(correo, clave);
    await waitForText('Correo, RUN o contraseña incorrectos.');
    await ingresar(correo, claveNueva);
    await waitForPath('/dashboard');

    // Change the main e-mail: the link goes to the new address.
    const antesDelCambio = new Date(Date.now() - 1000);
    await openPage('localhost', '/configuracion-cuenta');
    await escribir('Nuevo correo', correoNuevo);
    await escribirClave('Contraseña', claveNueva);
    await pulsar('Enviar enlace de confirmación');
    await waitForText(`Te enviamos un enlace a ${correoNuevo}`);
    const enlace = enlaceDe(await esperarCorreo(correoNuevo, /cambio-email-principal/, antesDelCambio), '/cambio-email-principal');
    await openPage('localhost', new URL(enlace).pathname);
    await waitForText('Tu correo principal cambió');

    // Download the data (Ley 21.719): the api answers the same JSON the button saves.
    await openPage('localhost', '/configuracion-cuenta');
    await pulsar('Descargar mis datos');
    const exportacion = await browser().execute(async (api: string) => {
      const login = JSON.parse(decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('loginComunidad='))!.split('=')[1]!)) as { jwt: string };
      const respuesta = await fetch(`${api}/cuenta/datos`, { headers: { authorization: `Bearer ${login.jwt}` } });
      return { status: respuesta.status, disposition: respuesta.headers.get('content-disposition'), cuerpo: (await respuesta.json()) as { perfil: { correo: string } } };
    }, '/api');
    expect(exportacion.status).toBe(200);
    expect(exportacion.disposition).toContain('mis-datos.json');
    expect(exportacion.cuerpo.perfil.correo).toBe(correoNuevo);

    // Delete the account: sign-in then fails with the usual message.
    await pulsar('Eliminar mi cuenta');
    const dialogo = await browser().$('[role="alertdialog"]');
    await (await dialogo.$('input[type="password"]')).setValue(claveNueva);
    await pulsar('Eliminar definitivamente');
    await waitForPath('/');

    await ingresar(correoNuevo, claveNueva);
    await waitForText('Correo, RUN o contraseña incorrectos.');
    expect(await browser().getCookies(['loginComunidad'])).toEqual([]);
  });

  test('a reused e-mail link gets a clear Spanish page, not the error page', async () => {
    const inicio = new Date(Date.now() - 1000);
    const correo = `e2e-enlace-${String(Date.now())}@correo.cl`;
    await openPage('localhost', '/crea-tu-curriculum/registro');
    await escribir('Nombres', 'Tomás');
    await escribir('Apellidos', 'Araya');
    await (await findByRole('combobox', { name: 'Tipo de documento' })).selectByAttribute('value', 'PASAPORTE');
    await escribir('Número de pasaporte', `P${String(Date.now()).slice(-8)}`);
    await escribir('Correo electrónico', correo);
    await escribirClave('Contraseña', 'Pasaporte123');
    await (await browser().$('input[type="checkbox"]')).click();
    await pulsar('Crear mi cuenta');

    const enlace = new URL(enlaceDe(await esperarCorreo(correo, /ingresa-a-tu-cuenta/, inicio), '/ingresa-a-tu-cuenta')).pathname;
    await openPage('localhost', enlace);
    await waitForPath('/datos-basicos');

    await browser().deleteCookies();
    await openPage('localhost', enlace);
    await waitForText('El enlace ya fue usado');
    expect(await (await findByRole('link', { name: 'Ingresar con mi contraseña' })).isDisplayed()).toBe(true);
  });
});
