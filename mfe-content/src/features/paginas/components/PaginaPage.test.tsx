import type { Pagina } from '@portal/shared/contract';
import { screen, within } from '@testing-library/react';
import { renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { PaginaPage } from './PaginaPage';

function pagina(overrides: Partial<Pagina> = {}): Pagina {
  return {
    slug: 'centro-de-ayuda',
    titulo: 'Centro de ayuda',
    descripcion: 'Preguntas frecuentes.',
    html: '<p>Aquí encontrarás <strong>respuestas</strong>.</p>',
    actualizada: '2026-11-20T13:00:00Z',
    secciones: [
      {
        titulo: 'Tu cuenta',
        preguntas: [
          { pregunta: '¿Cómo creo mi cuenta?', respuestaHtml: '<p>Entra a <a href="/crea-tu-curriculum">Crea tu currículum</a>.</p>' },
          { pregunta: 'Olvidé mi contraseña', respuestaHtml: '<p>Recupérala con un código.</p>' },
        ],
      },
      { titulo: 'Contacto', preguntas: [{ pregunta: '¿Cómo me comunico?', respuestaHtml: '<p>Escríbenos.</p>' }] },
    ],
    ...overrides,
  };
}

const renderPagina = (url = '/page/centro-de-ayuda') => renderPage(<PaginaPage />, { path: '/page/:page', url, portal: { idDominio: 858 } });

describe('PaginaPage', () => {
  it("shows a skeleton, then the portal's page with its title, date and body", async () => {
    const { requests, release } = renderWhileLoading(renderPagina, 'Cargando la página…');
    release(pagina());

    const article = await screen.findByRole('article', { name: 'Centro de ayuda' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeInTheDocument();
    expect(within(article).getByText('20 de noviembre de 2026')).toHaveAttribute('dateTime', '2026-11-20T13:00:00Z');
    expect(within(article).getByText('respuestas').tagName).toBe('STRONG');
    expect(requests[0]?.url.href).toBe('http://api.test/api/paginas/centro-de-ayuda?idDominio=858');
  });

  it('groups the questions under headings, each answer behind a disclosure that opens and closes', async () => {
    stubApi(() => ({ body: pagina() }));
    const { user } = renderPagina();

    const cuenta = await screen.findByRole('region', { name: 'Tu cuenta' });
    expect(within(cuenta).getByRole('heading', { level: 2 })).toHaveTextContent('Tu cuenta');
    const temas = screen.getByRole('navigation', { name: 'Temas' });
    expect(within(temas).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '#seccion-contacto');

    const pregunta = within(cuenta).getByText('¿Cómo creo mi cuenta?');
    const disclosure = pregunta.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(pregunta);
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByRole('link', { name: 'Crea tu currículum' })).toHaveAttribute('href', '/crea-tu-curriculum');
    await user.click(pregunta);
    expect(disclosure).not.toHaveAttribute('open');
  });

  it('drops scripts and event handlers from the body and the answers', async () => {
    const payload = '<p>Hola</p><script>window.atacado = true</script><img src="x" onerror="window.atacado = true">';
    stubApi(() => ({ body: pagina({ html: payload, secciones: [{ titulo: 'Tu cuenta', preguntas: [{ pregunta: 'P', respuestaHtml: payload }] }] }) }));
    const { container } = renderPagina();

    await screen.findByRole('article', { name: 'Centro de ayuda' });
    expect(container.querySelector('script')).toBeNull();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    images.forEach((image) => { expect(image).not.toHaveAttribute('onerror'); });
  });

  it('says when the page cannot be loaded and loads it again on "Reintentar"', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error', code: 'ERROR_INTERNO' } } : { body: pagina() }));
    const { user } = renderPagina();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta página.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeInTheDocument();
  });
});
