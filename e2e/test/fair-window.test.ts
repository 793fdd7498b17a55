// The fair home and the fair window: feria.localhost is open, feria-cerrada.localhost is closed with
// pre-registration on (seeded dates in 2031).
import { currentPath, openPage, useBrowser } from './support/browser';
import { apiGet } from './support/api';
import { findByRole, waitForText } from './support/queries';
import { signOutOn, waitForPath } from './support/session';

useBrowser();

interface Pabellones {
  opcionesCategoria: Array<{ nombreOpcionCategoria: string }>;
}

describe('the virtual fair', () => {
  beforeEach(async () => {
    for (const host of ['feria.localhost', 'feria-cerrada.localhost'] as const) await signOutOn(host, '/page/ayuda');
  });

  test('an open fair shows its name, "La feria está abierta", its pavilions, and its companies are reachable', async () => {
    const { opcionesCategoria } = await apiGet<Pabellones>('/api/feria/pabellones?idDominio=860');
    expect(opcionesCategoria.length).toBeGreaterThan(0);

    await openPage('feria.localhost', '/');

    await findByRole('heading', { name: 'Feria Laboral Virtual' });
    await waitForText('La feria está abierta');
    for (const pabellon of opcionesCategoria) await waitForText(pabellon.nombreOpcionCategoria);

    await (await findByRole('link', { name: 'Empresas participantes' })).click();
    await findByRole('heading', { name: 'Empresas participantes' });
    expect(await currentPath()).toBe('/empresas-participantes');
  });

  test('a closed fair says when it opens, sends its pages home and keeps the login page for pre-registration', async () => {
    await openPage('feria-cerrada.localhost', '/empresas-participantes');

    await findByRole('heading', { name: 'Feria de Empleo de Verano' });
    await waitForPath('/');
    await waitForText('La feria abre el 1 de enero de 2031');

    await (await findByRole('button', { name: 'Preinscribirme' })).click();
    await findByRole('heading', { name: 'Ingresa a tu cuenta' });
    expect(await currentPath()).toBe('/ingresa-a-tu-cuenta');

    await openPage('feria-cerrada.localhost', '/ingresa-a-tu-cuenta');
    await findByRole('heading', { name: 'Ingresa a tu cuenta' });
    expect(await currentPath()).toBe('/ingresa-a-tu-cuenta');
  });

  test('?showFV3=true opens a closed fair to this browser', async () => {
    await openPage('feria-cerrada.localhost', '/empresas-participantes?showFV3=true');

    await findByRole('heading', { name: 'Empresas participantes' });
    expect(await currentPath()).toBe('/empresas-participantes');

    await openPage('feria-cerrada.localhost', '/empresas-participantes');
    await findByRole('heading', { name: 'Empresas participantes' });
    expect(await currentPath()).toBe('/empresas-participantes');
  });
});
