// Job alerts end to end (issue 11): "Crear alerta" on the results page (a visitor signs in first and comes
// back to the same search with the dialog open), the alert described in words in /alertas-de-empleo, the
// scheduled run's e-mail as maildev caught it (the e2e stack runs the alerts every second:
// ALERTAS_INTERVALO_MS in e2e/global-setup.mjs), its List-Unsubscribe headers, and its unsubscribe link
// followed without a session.
//
// The seed's offers are all published before the day it ran (api/src/db/seed/ofertas.ts, fechaBase), so an
// alert would find nothing new: the suite first publishes a copy of a live offer dated now, straight in the
// api's database (the portal has no recruiter side to publish it), and removes it afterwards.
import type { ResultadoBusqueda } from '@portal/shared/contract';
import { apiGet, offerPath, portalConfig } from './support/api';
import { browser, currentPath, openPage, pageUrl, useBrowser } from './support/browser';
import { esperarCorreo, type Correo } from './support/correo';
import { findByRole, waitForText } from './support/queries';
import { runSql, stackInfo } from './support/stack';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const PALABRA = 'enfermera';
/** Región Metropolitana de Santiago (the seed's seventh region, api/src/db/seed/chile.ts). */
const REGION = '7';
const BUSQUEDA = `/trabajo-empleo?palabraClave=${PALABRA}&region=${REGION}`;
const DESCRIPCION = `«${PALABRA}» en Región Metropolitana de Santiago`;
const DEMO = { correo: 'demo@portal.cl', clave: 'Demo1234!' };

/** The message's header fields as sent (maildev's parsed `headers` drop List-*: mailparser makes them objects). */
async function cabeceras(correo: Correo): Promise<Map<string, string>> {
  const fuente = await (await fetch(`${stackInfo.urls.maildev}/api/email/${correo.id}/source`)).text();
  const bloque = fuente.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new Map(
    bloque.split(/\r?\n/).map((linea) => {
      const dos = linea.indexOf(':');
      return [linea.slice(0, dos).trim().toLowerCase(), linea.slice(dos + 1).trim()] as [string, string];
    }),
  );
}

const esperarRuta = (ruta: string) =>
  browser().waitUntil(async () => (await currentPath()) === ruta, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: `the browser never reached ${ruta}` });

async function llenarIngreso() {
  await esperarRuta('/ingresa-a-tu-cuenta');
  await (await findByRole('textbox', { name: 'Correo electrónico o RUN' })).setValue(DEMO.correo);
  await browser().$('input[type="password"]').setValue(DEMO.clave);
  await (await findByRole('button', { name: 'Ingresar' })).click();
}

async function ingresar() {
  await openPage('localhost', '/ingresa-a-tu-cuenta');
  await llenarIngreso();
  await esperarRuta('/dashboard');
}

async function salir() {
  await openPage('localhost', '/logout');
  await esperarRuta('/');
  await browser().waitUntil(async () => (await browser().getCookies(['loginComunidad'])).length === 0, {
    timeout: OUTCOME_TIMEOUT_MS,
    timeoutMsg: 'the session cookie outlived /logout',
  });
}

/** The results of BUSQUEDA loaded, with its "Crear alerta" button. */
async function abrirBusqueda() {
  await openPage('localhost', BUSQUEDA);
  await waitForText(/\d+ ofertas?\b/);
  return findByRole('button', { name: 'Crear alerta' });
}

const dialogoAlerta = () => findByRole('dialog', { name: 'Crear alerta de empleo' });

describe('job alerts', () => {
  /** The offer published now: the only new one the alert's first e-mail can list. */
  let nueva: { idOferta: number; nombreCargo: string };

  beforeAll(async () => {
    const { idDominio } = await portalConfig('localhost');
    const { ofertas } = await apiGet<ResultadoBusqueda>(
      `/api/searchjob?idDominio=${idDominio}&palabraClave=${PALABRA}&region=${REGION}&pagina=1&orden=FECHA_PUBLICACION&tipoOrden=DESC`,
    );
    const modelo = ofertas.find((o) => /enfermera/i.test(o.nombreCargo));
    if (!modelo) throw new Error(`The seed has no live offer for «${PALABRA}» in region ${REGION}.`);
    const nombreCargo = `${modelo.nombreCargo} turno noche`;
    const [fila] = await runSql<{ id_oferta: number }>(`
      INSERT INTO oferta SELECT (jsonb_populate_record(o, jsonb_build_object(
        'id_oferta', (SELECT max(id_oferta) + 1 FROM oferta), 'nombre_cargo', '${nombreCargo.replace(/'/g, "''")}',
        'estado', 'ACTIVA', 'confidencial', false, 'fecha_publicacion', now(), 'fecha_expiracion', now() + interval '30 days'))).*
      FROM oferta o WHERE id_oferta = ${modelo.idOferta}
      RETURNING id_oferta`);
    nueva = { idOferta: fila!.id_oferta, nombreCargo };
    await openPage('localhost', '/');
    await browser().deleteCookies();
  }, 5 * 60_000);

  afterAll(async () => {
    // Nothing of this suite stays for the others: the offer, and the alert if a step failed before unsubscribing.
    if (nueva) await runSql(`DELETE FROM alerta WHERE id_candidato = (SELECT id_candidato FROM candidato WHERE correo = '${DEMO.correo}'); DELETE FROM oferta WHERE id_oferta = ${nueva.idOferta};`);
  }, 5 * 60_000);

  test('a visitor who clicks "Crear alerta" signs in and comes back to the same search with the dialog open', async () => {
    await (await abrirBusqueda()).click();
    await llenarIngreso();

    await esperarRuta('/trabajo-empleo');
    const dialogo = await dialogoAlerta();
    // The search stays as it was, without the pending action (a reload does not open the dialog again).
    await browser().waitUntil(async () => !new URL(await browser().getUrl()).searchParams.has('accion'), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'the pending action stayed in the URL',
    });
    const query = new URL(await browser().getUrl()).searchParams;
    expect([query.get('palabraClave'), query.get('region')]).toEqual([PALABRA, REGION]);
    // Named by its keyword (and its place once the filter options have arrived), and the dialog says what it keeps.
    expect(await (await findByRole('textbox', { name: /Nombre de la alerta/ })).getValue()).toMatch(/^Enfermera( en Región Metropolitana de Santiago)?$/);
    await browser().waitUntil(async () => (await dialogo.getText()).includes('La alerta guarda: «enfermera» · Región Metropolitana de Santiago'), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'the dialog never said which filters the alert keeps',
    });

    await (await dialogo.$('button=Cancelar')).click();
    await dialogo.waitForExist({ reverse: true, timeout: OUTCOME_TIMEOUT_MS });
  });

  test('an alert made from the results is listed in words, e-mailed with its new offer, and cancelled from the e-mail without a session', async () => {
    await salir();
    await ingresar();

    // Create it from the results page.
    const nombre = `Enfermería en Santiago ${String(Date.now()).slice(-5)}`;
    await (await abrirBusqueda()).click();
    const dialogo = await dialogoAlerta();
    const campo = await findByRole('textbox', { name: /Nombre de la alerta/ });
    await campo.clearValue();
    await campo.setValue(nombre);
    await (await dialogo.$('input[value="DIARIA"]')).click();
    const creada = new Date(Date.now() - 1000);
    await (await dialogo.$('button[type="submit"]')).click();
    await waitForText('Creamos tu alerta');
    await dialogo.waitForExist({ reverse: true, timeout: OUTCOME_TIMEOUT_MS });

    // Listed with what it searches for in words.
    await openPage('localhost', '/alertas-de-empleo');
    await findByRole('heading', { name: 'Alertas de empleo' });
    const tarjeta = await browser().$(`//li[.//h2[normalize-space()="${nombre}"]]`);
    await tarjeta.waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: `no card for the alert ${nombre}` });
    expect(await tarjeta.getText()).toContain(DESCRIPCION);
    expect(await tarjeta.getText()).toContain('Diaria');

    // The scheduled run e-mails the offer published now, with links to this portal.
    const correo = await esperarCorreo(DEMO.correo, new RegExp(`ofertas? nuevas? para «${nombre}»`), creada);
    expect(correo.text).toContain(`Tu alerta «${nombre}» (${DESCRIPCION})`);
    expect(correo.text).toContain(nueva.nombreCargo);
    expect(correo.text).toContain(pageUrl('localhost', offerPath(nueva)));
    const cancelar = new RegExp(`Dejar de recibir esta alerta: (${pageUrl('localhost', '/correo/alerta-empleo/cancelar-suscripcion/')}\\d+\\?token=\\S+)`).exec(correo.text)?.[1];
    expect(cancelar).toBeDefined();

    // RFC 8058 one-click unsubscribe headers, pointing at this portal's api.
    const enCabecera = await cabeceras(correo);
    expect(enCabecera.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unClic = /^<(\S+)>$/.exec(enCabecera.get('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(unClic).toMatch(new RegExp(`^${pageUrl('localhost', '/api/correo/alerta-empleo/cancelar-suscripcion/')}\\d+/un-clic\\?jwt=`));

    // The link works without a session.
    await salir();
    const enlace = new URL(cancelar!);
    await openPage('localhost', `${enlace.pathname}${enlace.search}`);
    await findByRole('heading', { name: 'Cancelar alerta de empleo' });
    await waitForText(`«${nombre}» (${DESCRIPCION})`);
    await (await findByRole('button', { name: 'Sí, cancelar la alerta' })).click();
    await findByRole('heading', { name: '¡Gracias!' });
    await waitForText('Cancelamos tu alerta: no recibirás más correos de ella.');

    // A mail client may repeat the one-click POST: the alert is gone already and nothing fails.
    const repetido = await fetch(unClic, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(repetido.status).toBe(204);

    // Signed in again: the alert is no longer listed.
    await ingresar();
    await openPage('localhost', '/alertas-de-empleo');
    await waitForText('Aún no tienes alertas.');
    expect(await browser().$(`//h2[normalize-space()="${nombre}"]`).isExisting()).toBe(false);
  });
});
