// The fair end to end (issue 14). On feria.localhost: home → pavilion → stand → one of its offers, applying
// from the stand after signing in, and "Deja tu CV" as a visitor who signs in and comes back. On
// feria-cerrada.localhost: the window keeps the new pages home, pre-registration through the sign-in with its
// e-mail, and the fair on the dashboard with ?showFV3=true.
import type { EmpresaFeria, Oferta, StandFeria } from '@portal/shared/contract';
import { apiGet } from './support/api';
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { signOutOn } from './support/session';
import { stackInfo } from './support/stack';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const CORREO_DEMO = 'demo@portal.cl';

async function signIn() {
  await (await findByRole('textbox', { name: /correo|RUN/i })).setValue(CORREO_DEMO);
  await browser().$('input[type="password"]').setValue('Demo1234!');
  await (await findByRole('button', { name: /ingres|inici|entrar/i })).click();
}

async function waitForPath(expected: string) {
  await browser().waitUntil(async () => (await currentPath()) === expected, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: `the browser never reached ${expected}` });
}

const standPath = (e: Pick<EmpresaFeria, 'pabellon' | 'stand'>) => `/pabellon/${e.pabellon.llaveOpcionCategoria}/stand/${e.stand}`;

/**
 * A stand with an offer applied to with the profile CV alone (no questions nor documents), one the demo
 * candidate never applied to (the seed's are in the upper half of the ids).
 */
async function standConOfertaSimple(): Promise<{ stand: StandFeria; oferta: Oferta }> {
  const { empresas } = await apiGet<{ empresas: EmpresaFeria[] }>('/api/feria/empresas-dominio?idDominio=860&vacantes=true');
  for (const empresa of empresas) {
    const stand = await apiGet<StandFeria>(`/api/feria/stand?idDominio=860&pabellon=${empresa.pabellon.llaveOpcionCategoria}&stand=${empresa.stand}`);
    // Offers of one company may share a title: only a title unique in the stand names one link.
    const unicas = stand.ofertas.filter((o) => o.idOferta < 1000 && stand.ofertas.filter((otra) => otra.nombreCargo === o.nombreCargo).length === 1);
    for (const { idOferta } of unicas) {
      const oferta = await apiGet<Oferta>(`/api/ofertas/${idOferta}`);
      const simple = !oferta.preguntas.length && !oferta.documentosRequeridos.length && !oferta.linkPostulacionExterno && !oferta.postulacionValidaInstitucion;
      if (simple && oferta.tipoCurriculumAceptado === 'NORMAL') return { stand, oferta };
    }
  }
  throw new Error('No fair stand has an offer applied to with the profile CV alone.');
}

describe('the virtual fair, complete', () => {
  beforeEach(async () => {
    for (const host of ['feria.localhost', 'feria-cerrada.localhost'] as const) await signOutOn(host, '/page/ayuda');
  });

  test('a visitor walks from the home to a pavilion, a stand and one of its offers, signs in there and applies from the stand', async () => {
    const { stand, oferta } = await standConOfertaSimple();
    await openPage('feria.localhost', '/');
    await findByRole('heading', { name: 'Feria Laboral Virtual' });
    await waitForText('La feria está abierta');

    await (await findByRole('link', { name: stand.pabellon.nombreOpcionCategoria })).click();
    await findByRole('heading', { name: stand.pabellon.nombreOpcionCategoria });
    await (await findByRole('link', { name: stand.nombreEmpresa })).click();
    await findByRole('heading', { name: stand.nombreEmpresa });
    expect(await currentPath()).toBe(standPath(stand));
    await findByRole('heading', { name: 'Beneficios' });

    await (await findByRole('link', { name: oferta.nombreCargo })).click();
    await findByRole('heading', { name: oferta.nombreCargo });
    const ofertaEnStand = await currentPath();
    expect(ofertaEnStand.startsWith(`${standPath(stand)}/trabajo/`)).toBe(true);

    await (await findByRole('button', { name: 'Postular' })).click();
    await waitForPath('/ingresa-a-tu-cuenta');
    await signIn();
    await findByRole('heading', { name: `Postular a ${oferta.nombreCargo}` });
    expect(await currentPath()).toBe(ofertaEnStand);
    await (await findByRole('button', { name: 'Enviar postulación' })).click();
    await findByRole('heading', { name: '¡Postulaste con éxito!' });
  });

  test('a visitor leaves the CV at a stand: signs in and comes back to the stand, where it is done', async () => {
    const { empresas } = await apiGet<{ empresas: EmpresaFeria[] }>('/api/feria/empresas-dominio?idDominio=860');
    const empresa = empresas.at(-1)!;
    await openPage('feria.localhost', standPath(empresa));
    await (await findByRole('button', { name: `Dejar mi CV en ${empresa.nombreEmpresa}` })).click();
    await waitForPath('/ingresa-a-tu-cuenta');
    await signIn();

    await waitForText(`Dejaste tu CV en ${empresa.nombreEmpresa}.`);
    expect(await currentPath()).toBe(standPath(empresa));
  });

  test('the closed fair keeps its pages home, counts down to the opening, and pre-registers through the sign-in, with an e-mail and the dashboard card', async () => {
    await openPage('feria-cerrada.localhost', '/pabellon/salud');
    await waitForPath('/');
    await waitForText('La feria abre el 1 de enero de 2031 a las 00:00 (hora de Chile)');
    await waitForText(/Faltan \d{1,3}(\.\d{3})* días, \d+ horas? y \d+ minutos? para la apertura/);

    const desde = Math.floor(Date.now() / 1000) * 1000;
    await (await findByRole('button', { name: 'Preinscribirme' })).click();
    await waitForPath('/ingresa-a-tu-cuenta');
    await signIn();
    await waitForText('Tu preinscripción en Feria de Empleo de Verano está confirmada.');
    expect(await currentPath()).toBe('/');

    await browser().waitUntil(
      async () => {
        const correos = (await (await fetch(`${stackInfo.urls.maildev}/api/email`)).json()) as { to: { address: string }[]; subject: string; time: string }[];
        return correos.some((c) => c.to.some((t) => t.address === CORREO_DEMO) && c.subject.startsWith('Te preinscribiste en Feria de Empleo de Verano') && Date.parse(c.time) >= desde);
      },
      { timeout: OUTCOME_TIMEOUT_MS, interval: 500, timeoutMsg: 'no pre-registration e-mail reached maildev' },
    );

    await openPage('feria-cerrada.localhost', '/dashboard?showFV3=true');
    await findByRole('heading', { name: 'Tus ferias laborales' });
    await findByRole('link', { name: 'Feria de Empleo de Verano' });

    await openPage('feria-cerrada.localhost', '/pabellon/salud');
    await findByRole('heading', { name: 'Salud y Bienestar' });
  });
});
