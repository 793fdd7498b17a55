import type { ListaNoticias, NoticiaResumen } from '@portal/shared/contract';
import { screen, within } from '@testing-library/react';
import { renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { NoticiasCategoriaPage, NoticiasPage } from './NoticiasPage';

function noticia(overrides: Partial<NoticiaResumen> = {}): NoticiaResumen {
  return {
    idNoticia: 301,
    titulo: 'Cómo preparar una entrevista de trabajo',
    slug: 'como-preparar-una-entrevista-de-trabajo',
    resumen: 'Cinco consejos para llegar con confianza a tu próxima entrevista.',
    fechaPublicacion: '2026-11-20T13:00:00Z',
    urlImagen: 'https://cdn.test/entrevista.jpg',
    categoria: { slug: 'consejos', nombre: 'Consejos' },
    ...overrides,
  };
}

function lista(paginaActual: number, cantidadPaginas: number, noticias = [noticia({ idNoticia: 300 + paginaActual, titulo: `Noticia de la página ${String(paginaActual)}` })]): ListaNoticias {
  return { noticias, cantidadRegistros: cantidadPaginas * 10, cantidadPaginas, paginaActual };
}

function renderNoticias(url = '/noticias') {
  return renderPage(<NoticiasPage />, { path: '/noticias', url });
}

describe('NoticiasPage', () => {
  it('shows a skeleton, then each news item with its title, date, category, summary and image', async () => {
    const { requests, release } = renderWhileLoading(renderNoticias, 'Cargando noticias…');
    expect(screen.getByRole('heading', { level: 1, name: 'Noticias' })).toBeInTheDocument();
    release(lista(1, 1, [noticia(), noticia({ idNoticia: 302, titulo: 'Ferias laborales de verano', urlImagen: null })]));

    const article = await screen.findByRole('article', { name: 'Cómo preparar una entrevista de trabajo' });
    const item = within(article);
    expect(item.getByRole('heading', { level: 2 })).toHaveTextContent('Cómo preparar una entrevista de trabajo');
    expect(item.getByRole('link', { name: 'Cómo preparar una entrevista de trabajo' })).toHaveAttribute('href', '/noticias/301-como-preparar-una-entrevista-de-trabajo');
    expect(item.getByRole('link', { name: 'Consejos' })).toHaveAttribute('href', '/noticias/categoria/consejos');
    expect(item.getByText('20 de noviembre de 2026')).toHaveAttribute('dateTime', '2026-11-20T13:00:00Z');
    expect(item.getByText(/Consejos/)).toBeInTheDocument();
    expect(item.getByText('Cinco consejos para llegar con confianza a tu próxima entrevista.')).toBeInTheDocument();
    // The image repeats the title beside it: decorative, so screen readers do not read the title twice.
    expect(item.getByRole('presentation')).toHaveAttribute('src', 'https://cdn.test/entrevista.jpg');
    expect(within(screen.getByRole('article', { name: 'Ferias laborales de verano' })).queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(requests[0]?.url.href).toBe('http://api.test/api/noticias?pagina=1');
  });

  it('loads the page named by ?pagina= and links to the pages around it', async () => {
    const { requests } = stubApi(() => ({ body: lista(2, 3) }));
    renderNoticias('/noticias?pagina=2');

    const nav = await screen.findByRole('navigation', { name: 'Paginación de noticias' });
    expect(within(nav).getByText('Página 2 de 3')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/noticias');
    expect(within(nav).getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/noticias?pagina=3');
    expect(requests[0]?.url.searchParams.get('pagina')).toBe('2');
  });

  it('moves to the next page through the URL and offers no "Siguiente" on the last one', async () => {
    const { requests } = stubApi(({ url }) => ({ body: lista(Number(url.searchParams.get('pagina')), 2) }));
    const { user, router } = renderNoticias();

    const nav = await screen.findByRole('navigation', { name: 'Paginación de noticias' });
    expect(within(nav).queryByRole('link', { name: 'Anterior' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Siguiente' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Noticia de la página 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=2');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.searchParams.get('pagina'))).toEqual(['1', '2']);
  });

  it('treats a ?pagina= that is not a positive number as the first page', async () => {
    const { requests } = stubApi(() => ({ body: lista(1, 1) }));
    renderNoticias('/noticias?pagina=abc');

    await screen.findByRole('heading', { level: 2, name: 'Noticia de la página 1' });
    expect(requests[0]?.url.searchParams.get('pagina')).toBe('1');
  });

  it('says when a page has no news and links back to the first one', async () => {
    stubApi(() => ({ body: lista(9, 3, []) }));
    renderNoticias('/noticias?pagina=9');

    expect(await screen.findByText(/No hay noticias en esta página/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la primera página' })).toHaveAttribute('href', '/noticias');
  });

  it('says when the news cannot be loaded and loads them again on "Reintentar"', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error' } } : { body: lista(1, 1) }));
    const { user } = renderNoticias();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las noticias.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Noticia de la página 1' })).toBeInTheDocument();
  });

  it('lists the news of a category under its name, with its own page links', async () => {
    const { requests } = stubApi(() => ({ body: lista(1, 2, [noticia()]) }));
    renderPage(<NoticiasCategoriaPage />, { path: '/noticias/categoria/:categoria', url: '/noticias/categoria/consejos' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Noticias: Consejos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/noticias/categoria/consejos?pagina=2');
    expect(requests[0]?.url.search).toBe('?pagina=1&categoria=consejos');
  });
});
