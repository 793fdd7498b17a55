// Each remote's pages render inside the host, with data from the api.
import { fairCompanies, latestNews, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, openPage, useBrowser } from './support/browser';
import { escapeRegExp, findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

describe('the composed portal', () => {
  test('the home page on localhost shows a search box and the latest offers (mfe-search)', async () => {
    const config = await portalConfig('localhost');
    const { ofertas } = await latestOffers(config.idDominio);
    expect(ofertas.length).toBeGreaterThan(0);

    await openPage('localhost', '/');

    await findByRole(['searchbox', 'textbox', 'combobox'], { name: /busca/i });
    for (const oferta of ofertas.slice(0, 3)) {
      const link = await findByRole('link', { name: new RegExp(escapeRegExp(oferta.nombreCargo)) });
      expect(await link.getAttribute('href')).toMatch(new RegExp(`/trabajo/[^/]*-${oferta.idOferta}$`));
    }
  });

  test('an offer page shows its title, company and location (mfe-search)', async () => {
    const config = await portalConfig('localhost');
    const [oferta] = (await latestOffers(config.idDominio)).ofertas;

    await openPage('localhost', offerPath(oferta!));

    await findByRole('heading', { name: oferta!.nombreCargo });
    await waitForText(oferta!.nombreEmpresaFantasia);
    await waitForText(oferta!.ubicacion.nombreComuna);
  });

  test('the login page shows a form for e-mail or RUN and password (mfe-account)', async () => {
    await openPage('localhost', '/ingresa-a-tu-cuenta');

    await findByRole('textbox', { name: /correo|RUN/i });
    await browser().$('input[type="password"]').waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS });
    await findByRole('button', { name: /ingres|inici|entrar/i });
  });

  test('the news page lists the latest news (mfe-content)', async () => {
    const config = await portalConfig('localhost');
    const { noticias } = await latestNews(config.idDominio);
    expect(noticias.length).toBeGreaterThan(0);

    await openPage('localhost', '/noticias');

    await findByRole('heading', { name: /noticias/i });
    await waitForText(noticias[0]!.titulo);
  });

  test('the fair portal lists its participating companies (mfe-feria)', async () => {
    const config = await portalConfig('feria.localhost');
    expect(config.tipoPortal).toBe('FERIA');
    const { empresas } = await fairCompanies(config.idDominio);
    expect(empresas.length).toBeGreaterThan(0);

    await openPage('feria.localhost', '/empresas-participantes');

    for (const empresa of empresas.slice(0, 3)) await waitForText(empresa.nombreEmpresa);
  });
});
