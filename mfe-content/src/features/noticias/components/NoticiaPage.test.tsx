import type { Noticia, NoticiaResumen } from '@portal/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { NoticiaPage } from './NoticiaPage';

function resumen(overrides: Partial<NoticiaResumen> = {}): NoticiaResumen {
  return {
    idNoticia: 12,
    titulo: 'Cómo preparar una entrevista',
    slug: 'como-preparar-una-entrevista',
    resumen: 'Cinco consejos para tu próxima entrevista.',
    fechaPublicacion: '2026-11-20T13:00:00Z',
    urlImagen: null,
    categoria: { slug: 'entrevistas', nombre: 'Entrevistas de trabajo' },
    ...overrides,
  };
}

function noticia(overrides: Partial<Noticia> = {}): Noticia {
  return {
    ...resumen(),
    cuerpoHtml: '<h2>Antes de llegar</h2><p>Investiga a la empresa.</p>',
    autor: 'Valentina Araya',
    minutosLectura: 3,
    relacionadas: [resumen({ idNoticia: 13, titulo: 'Qué preguntar al final', slug: 'que-preguntar-al-final' })],
    ...overrides,
  };
}

const renderNoticia = (url = '/noticias/12-como-preparar-una-entrevista') =>
  renderPage(<NoticiaPage />, { path: '/noticias/:noticia', url, portal: { nombre: 'Portal de Empleo Chile' } });

describe('NoticiaPage', () => {
  it('shows a skeleton, then the article with its category, date, author, reading time and body', async () => {
    const { requests, release } = renderWhileLoading(renderNoticia, 'Cargando la noticia…');
    release(noticia());

    const article = await screen.findByRole('article', { name: 'Cómo preparar una entrevista' });
    const view = within(article);
    expect(view.getByRole('heading', { level: 1 })).toHaveTextContent('Cómo preparar una entrevista');
    expect(view.getByRole('link', { name: 'Entrevistas de trabajo' })).toHaveAttribute('href', '/noticias/categoria/entrevistas');
    expect(view.getByText('20 de noviembre de 2026')).toHaveAttribute('dateTime', '2026-11-20T13:00:00Z');
    expect(view.getByText(/Por Valentina Araya/)).toHaveTextContent('3 minutos de lectura');
    expect(view.getByRole('heading', { level: 2, name: 'Antes de llegar' })).toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe('/api/noticias/12');
  });

  it('shares the article with the UTM tags of each network', async () => {
    stubApi(() => ({ body: noticia() }));
    const { user } = renderNoticia();

    const boton = await screen.findByRole('button', { name: 'Compartir noticia' });
    await user.click(boton);
    const compartir = await screen.findByRole('list');
    const whatsapp = within(compartir).getByRole('link', { name: /Compartir en WhatsApp/ });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
    const url = new URL(text.split(' ').at(-1)!);
    expect(url.pathname).toBe('/noticias/12-como-preparar-una-entrevista');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'whatsapp', utm_medium: 'social', utm_campaign: 'compartir-whatsapp' });
    const linkedin = within(compartir).getByRole('link', { name: /Compartir en LinkedIn/ });
    expect(new URL(new URL(linkedin.getAttribute('href')!).searchParams.get('url')!).searchParams.get('utm_campaign')).toBe('compartir-linkedin');
    expect(within(compartir).getAllByRole('link', { name: /^Compartir en / })).toHaveLength(4);
  });

  it('links the related news and describes the article as a schema.org NewsArticle', async () => {
    stubApi(() => ({ body: noticia() }));
    const { container } = renderNoticia();

    const relacionadas = await screen.findByRole('region', { name: 'Noticias relacionadas' });
    expect(within(relacionadas).getByRole('heading', { level: 3 })).toHaveTextContent('Qué preguntar al final');
    expect(within(relacionadas).getByRole('link', { name: 'Qué preguntar al final' })).toHaveAttribute('href', '/noticias/13-que-preguntar-al-final');
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Cómo preparar una entrevista',
      datePublished: '2026-11-20T13:00:00Z',
      author: { '@type': 'Person', name: 'Valentina Araya' },
      publisher: { '@type': 'Organization', name: 'Portal de Empleo Chile' },
    });
  });

  it('drops scripts and event handlers from the body, and keeps the JSON-LD from closing its script', async () => {
    stubApi(() => ({ body: noticia({ titulo: '</script><script>alert(1)</script>', cuerpoHtml: '<p>Hola</p><script>alert(2)</script><img src="x" onerror="alert(3)">' }) }));
    const { container } = renderNoticia('/noticias/12-como-preparar-una-entrevista');

    await screen.findByText('Hola');
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('moves a wrong or missing slug to the right URL, replacing it in the history', async () => {
    stubApi(() => ({ body: noticia() }));
    const { router } = renderNoticia('/noticias/12-titulo-antiguo');

    await waitFor(() => { expect(router.state.location.pathname).toBe('/noticias/12-como-preparar-una-entrevista'); });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says when the article cannot be loaded and loads it again on "Reintentar"', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error', code: 'ERROR_INTERNO' } } : { body: noticia() }));
    const { user } = renderNoticia();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar la noticia.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cómo preparar una entrevista' })).toBeInTheDocument();
  });
});
