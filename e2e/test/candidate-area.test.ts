// The demo candidate's own area: sign-in lands on /dashboard; an offer applied to from the search results
// shows in /mis-postulaciones as sent and is withdrawn there; an offer saved on its page opens from
// /ofertas-guardadas in the saved-offers layout, with apply there; the dashboard reflects each step; a
// recruiter's question is answered.
import AxeBuilder from '@axe-core/webdriverio';
import type { Oferta } from '@portal/shared/contract';
import { apiGet, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';
import { spilling } from './support/contenido';

useBrowser();

/**
 * Two live offers of the newest page that take the profile CV and ask nothing more (not the first one,
 * which the apply suite saves and unsaves).
 */
async function ofertasSimples(): Promise<[Oferta, Oferta]> {
  const { idDominio } = await portalConfig('localhost');
  const simples: Oferta[] = [];
  for (const { idOferta } of (await latestOffers(idDominio)).ofertas.slice(1)) {
    const oferta = await apiGet<Oferta>(`/api/ofertas/${idOferta}`);
    const simple = !oferta.preguntas.length && !oferta.documentosRequeridos.length && !oferta.linkPostulacionExterno && !oferta.postulacionValidaInstitucion;
    if (simple && oferta.tipoCurriculumAceptado !== 'ARCHIVO') simples.push(oferta);
  }
  if (simples.length < 2) throw new Error('The newest page of the seed has too few offers without questions or documents.');
  return [simples[0]!, simples[1]!];
}

const esperarRuta = (ruta: string) =>
  browser().waitUntil(async () => (await currentPath()) === ruta, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: `the browser never reached ${ruta}` });

/** The card (article or list item) that links to `path`. */
const tarjetaCon = (etiqueta: 'article' | 'li', path: string) => browser().$(`//${etiqueta}[.//a[@href="${path}"]]`);

async function textoDe(etiqueta: 'article' | 'li', path: string): Promise<string> {
  const tarjeta = await tarjetaCon(etiqueta, path);
  await tarjeta.waitForExist({ timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: `no ${etiqueta} links to ${path}` });
  return tarjeta.getText();
}

/** WCAG 2.1 AA violations of the page, one line each: rule and elements. */
async function violaciones(): Promise<string[]> {
  const { violations } = await new AxeBuilder({ client: browser() }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe("the candidate's area", () => {
  let postulada: Oferta;
  let guardada: Oferta;
  beforeAll(async () => {
    [postulada, guardada] = await ofertasSimples();
    await openPage('localhost', '/');
    await browser().deleteCookies();
  });

  test('signing in lands on the dashboard, with the seeded applications and saved offers', async () => {
    await openPage('localhost', '/ingresa-a-tu-cuenta');
    await (await findByRole('textbox', { name: /correo|RUN/i })).setValue('demo@portal.cl');
    await browser().$('input[type="password"]').setValue('Demo1234!');
    await (await findByRole('button', { name: /ingres|inici|entrar/i })).click();

    await esperarRuta('/dashboard');
    await findByRole('heading', { name: 'Hola, Camila' });
    await waitForText('Estado:');
    await findByRole('link', { name: /^Ver todas mis postulaciones \(\d+\)$/ });
    await findByRole('link', { name: /^Ver mis ofertas guardadas \(\d+\)$/ });
    await findByRole('link', { name: 'Ofertas recomendadas' });
  });

  test('an offer applied to from the search results shows as sent, and is withdrawn after confirming', async () => {
    await openPage('localhost', '/trabajo-empleo');
    const enlace = await browser().$(`main a[href$="-${postulada.idOferta}"]`);
    await enlace.waitForClickable({ timeout: OUTCOME_TIMEOUT_MS });
    await enlace.click();
    await (await findByRole('button', { name: 'Postular' })).click();
    await (await findByRole('button', { name: 'Enviar postulación' })).click();
    await findByRole('heading', { name: '¡Postulaste con éxito!' });

    await openPage('localhost', '/dashboard');
    expect(await textoDe('li', offerPath(postulada))).toContain('Estado: Postulación enviada');

    await openPage('localhost', '/mis-postulaciones');
    const antes = await textoDe('article', offerPath(postulada));
    expect(antes).toMatch(/Postulación enviada\s*\n?\s*\d{1,2} de \w+ de \d{4}\s*\n?\s*Estado actual/);
    await (await (await tarjetaCon('article', offerPath(postulada))).$('button*=Retirar postulación')).click();
    await findByRole('heading', { name: '¿Retirar tu postulación?' });
    await (await findByRole('button', { name: 'Sí, retirar' })).click();
    await browser().waitUntil(async () => (await textoDe('article', offerPath(postulada))).includes('Retiraste esta postulación el'), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'the application was not shown as withdrawn',
    });
    expect(await (await tarjetaCon('article', offerPath(postulada))).$('button*=Retirar postulación').isExisting()).toBe(false);

    await openPage('localhost', '/mis-postulaciones?estado=RETIRADA');
    expect(await textoDe('article', offerPath(postulada))).toContain('Retiraste esta postulación el');
    await openPage('localhost', '/dashboard');
    expect(await textoDe('li', offerPath(postulada))).toContain('Estado: Retirada');
  });

  test('an offer saved on its page opens from /ofertas-guardadas in the saved-offers layout, where it can be applied to', async () => {
    await openPage('localhost', offerPath(guardada));
    await (await findByRole('button', { name: 'Guardar oferta' })).click();
    await findByRole('button', { name: 'Oferta guardada' });

    await openPage('localhost', '/dashboard');
    const enPanel = `/ofertas-guardadas/trabajo/${offerPath(guardada).split('/').at(-1)}`;
    await textoDe('li', enPanel);

    await openPage('localhost', '/ofertas-guardadas');
    await findByRole('heading', { name: 'Ofertas guardadas' });
    await (await tarjetaCon('article', enPanel)).$(`a[href="${enPanel}"]`).click();
    await esperarRuta(enPanel);
    await findByRole('heading', { name: guardada.nombreCargo });
    await findByRole('button', { name: 'Postular' });
    await findByRole('link', { name: 'Volver a mis ofertas guardadas' });
    // The saved-offers layout keeps the candidate's menu beside the offer.
    await findByRole('link', { name: 'Mis postulaciones' });
  });

  test("a recruiter's question is answered once, is then shown with its answer, and the menu counts one fewer waiting", async () => {
    await openPage('localhost', '/preguntas-reclutadores');
    await findByRole('heading', { name: 'Preguntas de reclutadores' });
    const antes = Number(/\((\d+) por responder\)/.exec(await (await findByRole('link', { name: /^Preguntas de reclutadores\s+\(\d+ por responder\)$/ })).getComputedLabel())![1]);
    await findByRole('heading', { name: /^Por responder \(\d+\)$/ });
    const responder = await browser().$(`//a[starts-with(normalize-space(.), 'Responder')]`);
    const enlace = await responder.getAttribute('href');
    await responder.click();
    await esperarRuta(enlace!);

    await (await findByRole('button', { name: 'Enviar respuesta' })).click();
    await waitForText('Escribe tu respuesta.');
    await (await findByRole('textbox', { name: 'Tu respuesta' })).setValue('Sí, tengo disponibilidad desde el lunes.');
    await (await findByRole('button', { name: 'Enviar respuesta' })).click();
    await waitForText('Enviamos tu respuesta a la empresa.');
    await waitForText(/Respondiste el \d{1,2} de \w+ de \d{4}\./);

    const esperado = antes - 1;
    await findByRole('link', { name: esperado ? new RegExp(`^Preguntas de reclutadores\\s+\\(${esperado} por responder\\)$`) : 'Preguntas de reclutadores' });
    await openPage('localhost', '/preguntas-reclutadores');
    await findByRole('heading', { name: 'Respondidas' });
    await waitForText('Sí, tengo disponibilidad desde el lunes.');
  });

  test.each([
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ])('the dashboard, applications and saved offers pages pass WCAG 2.1 AA and reflow on a %s', async (_, width, height) => {
    await browser().setWindowSize(width, height);
    try {
      for (const [ruta, titulo] of [['/dashboard', 'Hola, Camila'], ['/mis-postulaciones', 'Mis postulaciones'], ['/ofertas-guardadas', 'Ofertas guardadas']] as const) {
        await openPage('localhost', ruta);
        await findByRole('heading', { name: titulo });
        await waitForText(ruta === '/ofertas-guardadas' ? 'Guardada el' : 'Estado');
        expect({ ruta, violaciones: await violaciones(), desbordes: await spilling() }).toEqual({ ruta, violaciones: [], desbordes: [] });
      }
    } finally {
      await browser().setWindowSize(1280, 800);
    }
  });
});
