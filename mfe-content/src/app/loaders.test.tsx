// What a route's loader preloads on the edge is exactly what its page asks for first: rendered with those
// answers, the page shows its content and sends no request for it (as when the browser hydrates it).
import { act, screen } from '@testing-library/react';
import { PreloadedAnswersProvider } from '@portal/shared/api';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { renderPage, stubApi } from '@portal/shared/testing';
import { loaders } from './loaders';
import { pages } from './pages';

const pagina = (slug: string) => ({ slug, titulo: `Página ${slug}`, descripcion: '', html: '<p>Texto</p>', actualizada: '2026-11-01T00:00:00Z', secciones: [] });
const noExiste = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'La página no existe.', code: 'PAGINA_NO_ENCONTRADA' } };

function stub() {
  return stubApi(({ url }) => (url.pathname.endsWith('/no-existe') ? noExiste : { body: pagina(url.pathname.split('/').at(-1)!) }));
}

async function preloadAndRender(name: string, path: string, url: string, params: Record<string, string>) {
  const { requests } = stub();
  const respuestas = await loaders[name]!({ params, search: new URLSearchParams(), portal: DEFAULT_PORTAL_CONFIG, canales: [] });
  requests.length = 0;
  const Page = pages[name]!;
  renderPage(
    <PreloadedAnswersProvider answers={new Map(Object.entries(respuestas))}>
      <Page />
    </PreloadedAnswersProvider>,
    { path, url },
  );
  return requests;
}

it.each([
  ['pagina', '/page/:page', '/page/centro-de-ayuda', { page: 'centro-de-ayuda' }, 'centro-de-ayuda'],
  ['terminosYCondiciones', '/terminos-y-condiciones', '/terminos-y-condiciones', {}, 'terminos-y-condiciones'],
  ['politicaDePrivacidad', '/politica-de-privacidad', '/politica-de-privacidad', {}, 'politica-de-privacidad'],
  ['politicaDeCookies', '/politica-de-cookies', '/politica-de-cookies', {}, 'politica-de-cookies'],
])('%s: the preloaded page shows without asking for it', async (name, path, url, params, slug) => {
  const requests = await preloadAndRender(name, path, url, params);
  expect(await screen.findByRole('heading', { level: 1, name: `Página ${slug}` })).toBeInTheDocument();
  await act(async () => {});
  expect(requests).toEqual([]);
});

it('a page the portal does not have is left to the browser, which shows the 404 page', async () => {
  stub();
  await expect(loaders.pagina!({ params: { page: 'no-existe' }, search: new URLSearchParams(), portal: DEFAULT_PORTAL_CONFIG, canales: [] })).rejects.toThrow();
});
