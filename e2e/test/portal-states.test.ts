// Pages the host itself owns: the disabled portal and the not-found page.
import { currentPath, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';

useBrowser();

describe('pages of the host', () => {
  test('a disabled portal shows "Portal no disponible" and a "Ver Ofertas" button', async () => {
    await openPage('cerrado.localhost', '/');

    await findByRole('heading', { name: /Portal no disponible/ });
    await waitForText('Encuentra miles de ofertas en');
    await findByRole(['link', 'button'], { name: 'Ver Ofertas' });
  });

  test('a disabled portal shows "Portal no disponible" on every path, not the page asked for', async () => {
    await openPage('cerrado.localhost', '/noticias');

    await findByRole('heading', { name: /Portal no disponible/ });
  });

  test('an unknown path shows "Page not found: /no-existe-esta-pagina"', async () => {
    await openPage('localhost', '/no-existe-esta-pagina');

    await waitForText('Page not found: /no-existe-esta-pagina');
    expect(await currentPath()).toBe('/no-existe-esta-pagina');
  });
});
