// One remote down never blanks the portal: its routes show a Spanish fallback with a retry button,
// every other route keeps working.
import { latestNews, portalConfig } from './support/api';
import { browser, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { startService, stopService } from './support/stack';

useBrowser();

describe('a remote that is down', () => {
  beforeAll(() => stopService('mfe-content'));
  afterAll(() => startService('mfe-content'));

  // How soon the fallback shows is measured by the bench scripts; here it must show at all.
  test('with mfe-content stopped, /noticias shows a fallback with "Reintentar" while the home still works', async () => {
    await openPage('localhost', '/noticias');
    await findByRole('button', { name: 'Reintentar' });

    await openPage('localhost', '/');
    await findByRole(['searchbox', 'textbox', 'combobox'], { name: /busca/i });
  });

  test('once mfe-content is back, "Reintentar" shows the news', async () => {
    const config = await portalConfig('localhost');
    const { noticias } = await latestNews(config.idDominio);
    await openPage('localhost', '/noticias');
    const retry = await findByRole('button', { name: 'Reintentar' });

    await startService('mfe-content');
    await retry.click();

    await waitForText(noticias[0]!.titulo);
    expect(await browser().$('button=Reintentar').isExisting()).toBe(false);
  });
});
