import { screen } from '@testing-library/react';
import { renderRoute, stubApi } from '@portal/shared/testing';
import { pages } from './pages';

const renderContent = (url: string) => renderRoute(url, { owner: 'mfe_content', pages });
const noExiste = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'La página no existe.', code: 'PAGINA_NO_ENCONTRADA' } };

describe('content routes', () => {
  it.each([
    ['/terminos-y-condiciones', 'terminos-y-condiciones', 'Términos y condiciones'],
    ['/politica-de-privacidad', 'politica-de-privacidad', 'Política de privacidad'],
    ['/politica-de-cookies', 'politica-de-cookies', 'Política de cookies'],
    ['/informacion-del-evento', 'informacion-del-evento', 'Información de los eventos'],
  ])('%s shows the CMS page %s of the portal', async (url, slug, titulo) => {
    const { requests } = stubApi(() => ({ body: { slug, titulo, descripcion: '', html: '<h2>Responsable</h2>', actualizada: '2026-11-01T00:00:00Z', secciones: [] } }));
    renderContent(url);
    expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Responsable' })).toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe(`/api/paginas/${slug}`);
  });

  it('a page the portal does not have is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => noExiste);
    renderContent('/page/no-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /page/no-existe' })).toBeInTheDocument();
  });

  it('a news path without a leading id is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'La noticia no existe.', code: 'NOTICIA_NO_ENCONTRADA' } }));
    renderContent('/noticias/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found: /noticias/abc' })).toBeInTheDocument();
  });

  it('an unknown article is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'La noticia no existe.', code: 'NOTICIA_NO_ENCONTRADA' } }));
    renderContent('/noticias/999-no-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /noticias/999-no-existe' })).toBeInTheDocument();
  });

  it('a category without news is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => ({ body: { noticias: [], cantidadRegistros: 0, cantidadPaginas: 0, paginaActual: 1 } }));
    renderContent('/noticias/categoria/no-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /noticias/categoria/no-existe' })).toBeInTheDocument();
  });

  it('an event path without a leading id is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = stubApi(() => ({ body: {} }));
    renderContent('/eventos/feria');
    expect(await screen.findByRole('heading', { name: 'Page not found: /eventos/feria' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('an unknown event is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'El evento no existe.', code: 'EVENTO_NO_ENCONTRADO' } }));
    renderContent('/eventos/999-no-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found: /eventos/999-no-existe' })).toBeInTheDocument();
  });
});
