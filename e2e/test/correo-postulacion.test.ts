// The e-mails about an application end to end (issue 11): the demo's placement follow-up and mobility
// invitation (seeded, api/src/db/seed/correos-postulacion.ts) are asked for again with links to this stack's
// portal; the api's scheduled round (every second in e2e) queues them and maildev catches them. Each link is
// followed without a session, answered, and a second click shows /correo/error/respuesta-doble; leaving the
// invited process shows the application withdrawn in /mis-postulaciones.
import { offerPath } from './support/api';
import { browser, currentPath, openPage, pageUrl, useBrowser } from './support/browser';
import { esperarCorreo } from './support/correo';
import { findByRole, waitForText } from './support/queries';
import { runSql } from './support/stack';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const DEMO = { correo: 'demo@portal.cl', clave: 'Demo1234!' };

interface Debido {
  tipo: 'COLOCACION' | 'INVITACION_MOVILIDAD';
  id_postulacion: number;
  id_oferta: number;
  nombre_cargo: string;
}

const esperarRuta = (ruta: string) =>
  browser().waitUntil(async () => (await currentPath()) === ruta, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: `the browser never reached ${ruta}` });

/** The path of the link labelled `etiqueta` in the e-mail's text, checked to point at this stack's portal. */
function enlaceDe(texto: string, etiqueta: string): string {
  const url = new RegExp(`${etiqueta}: (\\S+)`).exec(texto)?.[1];
  expect(url?.startsWith(pageUrl('localhost', '/'))).toBe(true);
  return new URL(url!).pathname;
}

describe('the e-mails about an application', () => {
  let debidos: Debido[] = [];
  let pedidos: Date;

  beforeAll(async () => {
    await openPage('localhost', '/');
    await browser().deleteCookies();
    pedidos = new Date();
    debidos = await runSql<Debido>(`
      UPDATE correo_postulacion SET origen = '${pageUrl('localhost', '')}', enviar_desde = now(), encolado = NULL
        WHERE id_postulacion IN (SELECT id_postulacion FROM postulacion WHERE id_candidato = 1);
      SELECT c.tipo, p.id_postulacion, o.id_oferta, o.nombre_cargo FROM correo_postulacion c
        JOIN postulacion p ON p.id_postulacion = c.id_postulacion JOIN oferta o ON o.id_oferta = p.id_oferta
        WHERE p.id_candidato = 1`);
    expect(debidos.map((d) => d.tipo).sort()).toEqual(['COLOCACION', 'INVITACION_MOVILIDAD']);
  }, 5 * 60_000);

  afterAll(async () => {
    // The demo's invited process is on again and its answers gone, for the other suites and a rerun.
    const invitada = debidos.find((d) => d.tipo === 'INVITACION_MOVILIDAD');
    if (invitada) await runSql(`UPDATE postulacion SET retirada = NULL WHERE id_postulacion = ${invitada.id_postulacion}; DELETE FROM postulacion_respuesta_correo WHERE id_candidato = 1;`);
  }, 5 * 60_000);

  test('«¿Fuiste contratado/a?» from the follow-up e-mail is answered once, without a session; the second click shows respuesta-doble', async () => {
    const correo = await esperarCorreo(DEMO.correo, /^¿Fuiste contratado\/a como /, pedidos);
    const enlace = enlaceDe(correo.text, 'Responder');

    await openPage('localhost', enlace);
    await findByRole('heading', { name: '¿Fuiste contratado/a?' });
    await waitForText(debidos.find((d) => d.tipo === 'COLOCACION')!.nombre_cargo);
    await (await findByRole('button', { name: 'Sí, me contrataron' })).click();
    await findByRole('heading', { name: '¡Gracias!' });
    await waitForText('¡Felicitaciones por tu nuevo trabajo! Guardamos tu respuesta.');

    await openPage('localhost', enlace);
    await esperarRuta('/correo/error/respuesta-doble');
    await findByRole('heading', { name: 'Ya respondiste a este correo' });
  });

  test('the invitation’s «Desistir del proceso» withdraws the application, shown withdrawn in /mis-postulaciones; the second click shows respuesta-doble', async () => {
    const invitada = debidos.find((d) => d.tipo === 'INVITACION_MOVILIDAD')!;
    const correo = await esperarCorreo(DEMO.correo, /^Te invitaron al proceso de /, pedidos);
    const enlace = enlaceDe(correo.text, 'Desistir del proceso');

    await openPage('localhost', enlace);
    await findByRole('heading', { name: 'Desistir del proceso' });
    await (await findByRole('button', { name: 'Sí, desistir del proceso' })).click();
    await findByRole('heading', { name: 'Desististe del proceso' });

    await openPage('localhost', enlace);
    await esperarRuta('/correo/error/respuesta-doble');

    await openPage('localhost', '/ingresa-a-tu-cuenta');
    await (await findByRole('textbox', { name: 'Correo electrónico o RUN' })).setValue(DEMO.correo);
    await browser().$('input[type="password"]').setValue(DEMO.clave);
    await (await findByRole('button', { name: 'Ingresar' })).click();
    await esperarRuta('/dashboard');
    await openPage('localhost', '/mis-postulaciones?estado=RETIRADA');
    const tarjeta = browser().$(`//article[.//a[contains(@href, "${offerPath({ idOferta: invitada.id_oferta, nombreCargo: invitada.nombre_cargo })}")]]`);
    await tarjeta.waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the invited application is not among the withdrawn ones' });
    expect(await tarjeta.getText()).toContain('Retiraste esta postulación el');
  });
});
