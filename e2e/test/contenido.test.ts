// The content pages of issue 15 as a visitor and a crawler get them: the help centre the error page points to,
// the legal pages of the footer and the news articles, rendered by the edge, hydrated without errors, WCAG 2.1
// AA at a phone's 390 px, and the 404 or the right URL for a page or article the api does not have as asked.
import type { Noticia } from '@portal/shared/contract';
import { apiGet, latestNews, portalConfig } from './support/api';
import { browser, currentPath, openPage, resourceUrls, useBrowser } from './support/browser';
import { collectConsoleErrors, expectAccessibleOnPhone, fromEdge } from './support/contenido';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

async function newestArticle(): Promise<Noticia> {
  const { idDominio } = await portalConfig('localhost');
  const { noticias } = await latestNews(idDominio);
  return apiGet<Noticia>(`/api/noticias/${noticias[0]!.idNoticia}`);
}

const articlePath = (noticia: { idNoticia: number; slug: string }) => `/noticias/${noticia.idNoticia}-${noticia.slug}`;

describe('content pages', () => {
  test('the help centre arrives rendered and its answers open on a click', async () => {
    const { status, root, html } = await fromEdge('/page/centro-de-ayuda');
    expect(status).toBe(200);
    expect(root).toContain('¿Cómo creo mi cuenta?');
    expect(html).toContain('<title>Centro de ayuda | Portal de Empleo Chile</title>');

    const errors = await collectConsoleErrors();
    await openPage('localhost', '/page/centro-de-ayuda');
    await findByRole('heading', { name: 'Centro de ayuda' });
    const pregunta = await browser().$('summary=¿Qué archivos puedo adjuntar?');
    await pregunta.click();
    await waitForText(/doc, docx, jpg, jpeg, png, gif o pdf de hasta 5 MB/);
    expect(errors).toEqual([]);
  });

  test('the footer leads to each legal page, which names the portal and how to exercise each right', async () => {
    await openPage('localhost', '/noticias');
    for (const [name, path] of [
      ['Términos y condiciones', '/terminos-y-condiciones'],
      ['Política de cookies', '/politica-de-cookies'],
      ['Política de privacidad', '/politica-de-privacidad'],
    ] as const) {
      await (await findByRole('link', { name })).click();
      await browser().waitUntil(async () => (await currentPath()) === path, { timeout: OUTCOME_TIMEOUT_MS });
      await findByRole('heading', { name });
    }
    await waitForText(/Descargar mis datos/);
    // The legal entity behind the portal, named with its RUT.
    await waitForText(/responsable del tratamiento de los datos de tu cuenta en Portal de Empleo Chile es Servicios de Empleo Digital SpA, RUT 76\.543\.210-3/);
  });

  test('a news item leads to its article, rendered with author, reading time, share links with UTM tags and NewsArticle data', async () => {
    const noticia = await newestArticle();
    const { root, html } = await fromEdge(articlePath(noticia));
    expect(root).toContain(noticia.autor);
    expect(html).toContain('"@type":"NewsArticle"');

    const errors = await collectConsoleErrors();
    await openPage('localhost', '/noticias');
    await (await findByRole('link', { name: noticia.titulo })).click();
    await findByRole('heading', { name: noticia.titulo });
    expect(await currentPath()).toBe(articlePath(noticia));
    await waitForText(new RegExp(`Por ${noticia.autor}`));
    await (await findByRole('button', { name: 'Compartir noticia' })).click();
    const whatsapp = await findByRole('link', { name: /Compartir en WhatsApp/ });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain('utm_source=whatsapp&utm_medium=social&utm_campaign=compartir-whatsapp');

    // Opened directly, the article and its metadata come from what the edge preloaded: nothing is asked again.
    await openPage('localhost', articlePath(noticia));
    await (await findByRole('button', { name: 'Compartir noticia' })).click();
    await findByRole('link', { name: /Compartir en LinkedIn/ });
    expect((await resourceUrls()).filter((url) => new URL(url).pathname === `/api/noticias/${noticia.idNoticia}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an article under a wrong slug moves to its right URL, on the edge and in the browser', async () => {
    const noticia = await newestArticle();
    const { status, location } = await fromEdge(`/noticias/${noticia.idNoticia}-titulo-antiguo?utm_source=x`);
    expect(status).toBe(301);
    expect(location).toBe(`${articlePath(noticia)}?utm_source=x`);
    await openPage('localhost', `/noticias/${noticia.idNoticia}`);
    await browser().waitUntil(async () => (await currentPath()) === articlePath(noticia), { timeout: OUTCOME_TIMEOUT_MS });
  });

  test('an unknown page, an unknown article or an id that is no number is the 404 page', async () => {
    for (const path of ['/page/no-existe', '/noticias/999999-no-existe', '/noticias/abc']) {
      expect((await fromEdge(path)).status).toBe(404);
      await openPage('localhost', path);
      await findByRole('heading', { name: `Page not found: ${path}` });
    }
  });

  test('the help centre, the privacy policy and an article pass WCAG 2.1 AA and fit a 390 px phone', async () => {
    const noticia = await newestArticle();
    await expectAccessibleOnPhone([
      ['/page/centro-de-ayuda', 'Centro de ayuda'],
      ['/politica-de-privacidad', 'Política de privacidad'],
      ['/politica-de-cookies', 'Política de cookies'],
      [articlePath(noticia), noticia.titulo],
    ]);
  });
});
