// Journeys on a 390×844 phone (issue 22): a visitor who presses Postular and creates an account instead of
// signing in comes back to the offer with the application form open, through the e-mailed code or the
// e-mailed link opened in another tab; and no mfe-account page is wider than the phone.
import type { Oferta } from '@portal/shared/contract';
import { apiGet, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, currentPath, openPage, PHONE, useBrowser } from './support/browser';
import { esperarCorreo } from './support/correo';
import { findByRole } from './support/queries';
import { runNuevo } from './support/run';
import { waitForPath } from './support/session';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser({ phone: true });

/** Live offers applied to on this portal (not on an employer site nor only for institutions). */
async function ofertasPostulables(cantidad: number): Promise<Oferta[]> {
  const { idDominio } = await portalConfig('localhost');
  const aptas: Oferta[] = [];
  for (const { idOferta } of (await latestOffers(idDominio)).ofertas) {
    const oferta = await apiGet<Oferta>(`/api/ofertas/${idOferta}`);
    if (oferta.estadoOferta === 'ACTIVA' && !oferta.linkPostulacionExterno && !oferta.postulacionValidaInstitucion) aptas.push(oferta);
    if (aptas.length === cantidad) return aptas;
  }
  throw new Error('The seed has too few offers to apply to on the portal.');
}

async function escribir(nombre: string, valor: string) {
  const campo = await findByRole('textbox', { name: nombre });
  await campo.clearValue();
  await campo.setValue(valor);
}

async function pulsar(nombre: string | RegExp) {
  await (await findByRole(['button', 'link'], { name: nombre })).click();
}

/**
 * How many pixels the page is laid out wider than the phone (a scrollbar may take some of the 390), and
 * the elements that reach past the phone's right edge.
 */
const anchoDeMas = () =>
  browser().execute((limite: number) => {
    const sobresalen = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > limite + 1 && e.getBoundingClientRect().width > 0)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} ${Math.round(e.getBoundingClientRect().width)} px`);
    return { pxDeMas: Math.max(0, document.documentElement.scrollWidth - limite), sobresalen };
  }, PHONE.width);

async function esperarAnchoDelTelefono(ruta: string) {
  expect({ ruta, ...(await anchoDeMas()) }).toEqual({ ruta, pxDeMas: 0, sobresalen: [] });
}

/** Registers a new candidate from the form the page shows; answers the e-mail address. */
async function registrarse(nombres: string): Promise<string> {
  const correo = `e2e-telefono-${String(Date.now())}@correo.cl`;
  await escribir('Nombres', nombres);
  await escribir('Apellidos', 'Fuentes Lagos');
  await escribir('RUN', runNuevo());
  await escribir('Correo electrónico', correo);
  await browser().$('input[type="password"]').setValue('Telefono1234');
  await (await browser().$('input[type="checkbox"]')).click();
  await pulsar('Crear mi cuenta');
  return correo;
}

/** Fills the basic data on /datos-basicos (checking it fits the phone) and saves them. */
async function completarDatosBasicos() {
  await waitForPath('/datos-basicos');
  const region = await findByRole('combobox', { name: 'Región' });
  await esperarAnchoDelTelefono('/datos-basicos');
  await escribir('Teléfono', '912345678');
  await region.selectByVisibleText('Región Metropolitana de Santiago');
  await (await findByRole('combobox', { name: 'Comuna' })).selectByIndex(1);
  // A date input's keyboard order follows the browser's locale: set the ISO value as React expects it.
  await browser().execute(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '1994-08-15');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await esperarAnchoDelTelefono('/datos-basicos, completed');
  await pulsar('Guardar y continuar');
}

async function sinSesion() {
  await openPage('localhost', '/');
  await browser().deleteCookies();
  await browser().execute(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

describe('sign-up from Postular on a phone', () => {
  let ofertas: Oferta[];
  beforeAll(async () => {
    ofertas = await ofertasPostulables(2);
  });
  beforeEach(sinSesion);

  test('the phone is 390 px wide', async () => {
    await openPage('localhost', '/ingresa-a-tu-cuenta');
    expect(await browser().execute(() => window.innerWidth)).toBe(PHONE.width);
  });

  test('Postular, «Crea tu cuenta», register, confirm with the code, basic data: back on the offer with the form open', async () => {
    const oferta = ofertas[0]!;
    const inicio = new Date(Date.now() - 1000);
    await openPage('localhost', offerPath(oferta));
    await pulsar('Postular');
    await waitForPath('/ingresa-a-tu-cuenta');
    await pulsar('Crea tu cuenta');
    await waitForPath('/crea-tu-curriculum');
    await pulsar('Crear mi cuenta');
    await waitForPath('/crea-tu-curriculum/registro');
    const correo = await registrarse('Javiera');
    await waitForPath('/crea-tu-curriculum/valida-tu-correo');

    const bienvenida = await esperarCorreo(correo, /./, inicio);
    await escribir('Código de verificación', /\b(\d{6})\b/.exec(bienvenida.text)?.[1] ?? '');
    await pulsar('Validar correo');
    await completarDatosBasicos();

    await findByRole('heading', { name: `Postular a ${oferta.nombreCargo}` });
    expect(await currentPath()).toBe(offerPath(oferta));
  });

  test('the e-mailed link, opened in another tab, also ends on the offer with the form open', async () => {
    const oferta = ofertas[1]!;
    const inicio = new Date(Date.now() - 1000);
    await openPage('localhost', offerPath(oferta));
    await pulsar('Postular');
    await waitForPath('/ingresa-a-tu-cuenta');
    await pulsar('Crea tu cuenta');
    await pulsar('Crear mi cuenta');
    const correo = await registrarse('Ignacio');
    await waitForPath('/crea-tu-curriculum/valida-tu-correo');

    const texto = (await esperarCorreo(correo, /./, inicio)).text;
    const enlace = /https?:\/\/\S+\/ingresa-a-tu-cuenta\/[\w.-]+/.exec(texto)?.[0] ?? '';
    const pestanaDelCodigo = await browser().getWindowHandle();
    await browser().newWindow('about:blank');
    await openPage('localhost', new URL(enlace).pathname);
    await completarDatosBasicos();

    await findByRole('heading', { name: `Postular a ${oferta.nombreCargo}` });
    expect(await currentPath()).toBe(offerPath(oferta));
    await browser().closeWindow();
    await browser().switchToWindow(pestanaDelCodigo);
  });
});

describe('mfe-account pages on a 390 px phone', () => {
  const VISITANTE = ['/ingresa-a-tu-cuenta', '/crea-tu-curriculum', '/crea-tu-curriculum/registro', '/crea-tu-curriculum/valida-tu-correo', '/recuperar-contrasena', '/recuperar-contrasena/documento-identidad'];
  const CANDIDATO = ['/dashboard', '/datos-basicos', '/configuracion-cuenta', '/mi-curriculum', '/mis-postulaciones', '/ofertas-guardadas', '/alertas-de-empleo'];

  test.each(VISITANTE)('%s is no wider than the phone', async (ruta) => {
    await sinSesion();
    await openPage('localhost', ruta);
    await browser().$('main h1').waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS });
    await esperarAnchoDelTelefono(ruta);
  });

  describe('signed in', () => {
    beforeAll(async () => {
      await sinSesion();
      await openPage('localhost', '/ingresa-a-tu-cuenta');
      await escribir('Correo electrónico o RUN', 'demo@portal.cl');
      await browser().$('input[type="password"]').setValue('Demo1234!');
      await pulsar('Ingresar');
      await waitForPath('/dashboard');
    });

    test.each(CANDIDATO)('%s is no wider than the phone', async (ruta) => {
      await openPage('localhost', ruta);
      await browser().$('main h1').waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS });
      // The page's data (lists, the CV, the regions) arrive after the title: wait until nothing loads.
      await browser().waitUntil(() => browser().execute(() => !document.querySelector('[aria-busy="true"]') && !document.body.innerText.includes('Cargando')), { timeout: OUTCOME_TIMEOUT_MS });
      await esperarAnchoDelTelefono(ruta);
    });
  });
});
