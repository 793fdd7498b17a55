// Salary reports and the applicants' comparison (issues 15 and 11) as a visitor and the demo candidate get
// them: a position's summary rendered by the edge with its chart, the full report asked for as a visitor,
// finished after signing in and kept in /mis-informes-de-sueldo, and /informes-perfil-postulantes; WCAG 2.1
// AA on a 390 px phone and on a desktop.
import AxeBuilder from '@axe-core/webdriverio';
import { browser, currentPath, openPage, pageUrl, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';
import { spilling } from './support/contenido';

useBrowser();

const RESUMEN = '/informes-de-sueldo/ejecutivo-de-ventas';

async function violaciones(): Promise<string[]> {
  const { violations } = await new AxeBuilder({ client: browser() }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe and reflow at 390 px and at 1280 px, on the page `abrir` leaves open. */
async function accesible(pagina: string, abrir: () => Promise<void>) {
  for (const [ancho, alto] of [[390, 844], [1280, 800]] as const) {
    await browser().setWindowSize(ancho, alto);
    await abrir();
    expect({ pagina, ancho, violaciones: await violaciones(), desbordes: ancho === 390 ? await spilling() : [] }).toEqual({ pagina, ancho, violaciones: [], desbordes: [] });
  }
}

/** The distribution's chart, named for screen readers and drawn by Chart.js (which sizes the canvas it draws on). */
async function graficoDibujado() {
  const grafico = await browser().$('canvas[role="img"]');
  await grafico.waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS });
  expect(await grafico.getAttribute('aria-label')).toMatch(/^Gráfico de barras: ofertas por tramo de sueldo\./);
  await browser().waitUntil(() => browser().execute(() => document.querySelector('canvas')?.style.boxSizing === 'border-box'), { timeout: OUTCOME_TIMEOUT_MS });
  expect(await grafico.getSize('height')).toBeGreaterThan(100);
}

const esperarRuta = (ruta: RegExp) => browser().waitUntil(async () => ruta.test(await currentPath()), { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: `no llegó a ${ruta}` });

describe('salary reports', () => {
  beforeAll(async () => {
    await openPage('localhost', '/');
    await browser().deleteCookies();
  });

  test('a position summary arrives rendered and indexable, the full report behind sign-in does not', async () => {
    // React separates adjacent texts with empty comments.
    const html = (await (await fetch(pageUrl('localhost', RESUMEN))).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Sueldo de Ejecutivo de Ventas en Chile');
    expect(html).toContain('Sueldo por región');
    expect(html).toMatch(/<meta name="robots" content="index, follow"/);
    expect(await (await fetch(pageUrl('localhost', '/informe-de-sueldo/1'))).text()).toMatch(/<meta name="robots" content="noindex/);
  });

  test('a visitor goes from the teaser to a position, asks for the full report, signs in and lands on it', async () => {
    await openPage('localhost', '/informe-de-sueldo-teaser');
    await findByRole('heading', { name: 'Ejemplo: Ejecutivo de Ventas' });
    await (await findByRole('link', { name: 'Ejecutivo de Ventas' })).click();
    await findByRole('heading', { name: 'Sueldo de Ejecutivo de Ventas en Chile' });
    await graficoDibujado();

    await (await findByRole('button', { name: 'Ver informe completo' })).click();
    await esperarRuta(/^\/ingresa-a-tu-cuenta$/);
    await (await findByRole('textbox', { name: /correo|RUN/i })).setValue('demo@portal.cl');
    await browser().$('input[type="password"]').setValue('Demo1234!');
    await (await findByRole('button', { name: /ingres|inici|entrar/i })).click();

    await esperarRuta(/^\/informe-de-sueldo\/\d+$/);
    await findByRole('heading', { name: 'Informe de sueldo: Ejecutivo de Ventas' });
    await waitForText(/Tu pretensión de renta, \$2\.200\.000, supera al \d+ % de los sueldos ofrecidos/);
    const informe = await currentPath();

    await openPage('localhost', '/mis-informes-de-sueldo');
    await (await findByRole('link', { name: 'Ejecutivo de Ventas' })).click();
    await esperarRuta(new RegExp(`^${informe}$`));
    await findByRole('heading', { name: 'Informe de sueldo: Ejecutivo de Ventas' });
  });

  test('/informes-perfil-postulantes compares the demo candidate with the applicants of her newest application', async () => {
    await openPage('localhost', '/informes-perfil-postulantes');
    await waitForText(/13 postulantes/);
    await waitForText(/Universitario \(tú\)/);
    await waitForText(/menos de 5 postulantes: aún no mostramos la comparación/);
  });

  test('the summary, the full report and the candidate pages pass WCAG 2.1 AA on a phone and a desktop', async () => {
    try {
      await accesible('resumen', async () => {
        await openPage('localhost', RESUMEN);
        await graficoDibujado();
      });
      await accesible('teaser', async () => {
        await openPage('localhost', '/informe-de-sueldo-teaser');
        await findByRole('heading', { name: 'Ejemplo: Ejecutivo de Ventas' });
      });
      await accesible('mis informes', async () => {
        await openPage('localhost', '/mis-informes-de-sueldo');
        await findByRole('link', { name: 'Ejecutivo de Ventas' });
      });
      await accesible('informe completo', async () => {
        await openPage('localhost', '/mis-informes-de-sueldo');
        await (await findByRole('link', { name: 'Ejecutivo de Ventas' })).click();
        await findByRole('heading', { name: 'Informe de sueldo: Ejecutivo de Ventas' });
      });
      await accesible('perfil postulantes', async () => {
        await openPage('localhost', '/informes-perfil-postulantes');
        await waitForText(/13 postulantes/);
      });
    } finally {
      await browser().setWindowSize(1280, 800);
    }
  });
});
