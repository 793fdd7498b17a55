// What the edge preloads for a page (its route's subject and its loader's answers) is exactly what the page asks for first: rendered with those
// answers, the page shows its content and sends no request for it (as when the browser hydrates it).
import { act, screen } from '@testing-library/react';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { routeByName, type RouteName } from '@portal/shared/routes';
import { failedSubject, readSubject, subjectOf } from '@portal/shared/metadatos';
import { loaderArgs, preloadPage, renderPreloaded, stubApi } from '@portal/shared/testing';
import { loaders } from './loaders';
import { pages } from './pages';

// jsdom has no canvas (the chart itself: InformesSueldo.test.tsx).
jest.mock('../features/informes-sueldo/components/GraficoBarras', () => ({ GraficoBarras: () => null }));

const pagina = (slug: string) => ({ slug, titulo: `Página ${slug}`, descripcion: '', html: '<p>Texto</p>', actualizada: '2026-11-01T00:00:00Z', secciones: [] });
const noExiste = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'La página no existe.', code: 'PAGINA_NO_ENCONTRADA' } };

const resumen = { idNoticia: 12, titulo: 'Cómo negociar tu sueldo', slug: 'como-negociar-tu-sueldo', resumen: '', fechaPublicacion: '2026-11-20T13:00:00Z', urlImagen: null, categoria: { slug: 'consejos', nombre: 'Consejos' } };
const noticia = { ...resumen, cuerpoHtml: '<p>Texto</p>', autor: 'Equipo editorial', minutosLectura: 1, relacionadas: [] };

const eventoResumen = { idEvento: 7, titulo: 'Feria Laboral de Santiago', slug: 'feria-laboral-de-santiago', tipo: 'FERIA_LABORAL', resumen: '', modalidad: 'ONLINE', inicio: '2026-12-07T13:00:00Z', termino: '2026-12-07T21:00:00Z', comuna: null, organizador: 'Municipalidad', finalizado: false };
const evento = { ...eventoResumen, descripcionHtml: '<p>Texto</p>', lugar: null, urlOnline: 'https://sala.test/x', urlInscripcion: null };
const resumenSueldo = (slug: string) => ({
  cargo: slug === 'contador-general' ? 'Contador General' : 'Ejecutivo de Ventas',
  slug,
  general: { cantidad: 6, p25: 900_000, mediana: 1_000_000, p75: 1_100_000 },
  distribucion: [{ desde: 800_000, hasta: 1_200_000, cantidad: 6 }],
  porRegion: [],
  porExperiencia: [],
  actualizado: '2026-11-24T12:00:00Z',
});
const sinSueldos = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No hay ofertas con sueldo publicado para ese cargo.', code: 'CARGO_SIN_SUELDOS' } };

function stub() {
  return stubApi(({ url }) => {
    if (url.pathname === '/api/eventos/7') return { body: evento };
    if (url.pathname === '/api/empresas') return { body: { empresas: [{ idEmpresa: 5, nombre: 'Minera Andina', urlLogo: null, cantidadOfertas: 3 }], cantidadRegistros: 1, cantidadPaginas: 1, paginaActual: 1 } };
    if (url.pathname === '/api/eventos') return { body: { eventos: [eventoResumen], cantidadRegistros: 1, cantidadPaginas: 1, paginaActual: 1, regiones: [] } };
    if (url.pathname === '/api/noticias/12') return { body: noticia };
    if (url.pathname === '/api/informes-sueldo/cargos') return { body: { cargos: [{ nombre: 'Cajero', slug: 'cajero' }] } };
    if (url.pathname.startsWith('/api/informes-sueldo/cargo/')) return url.pathname.endsWith('/astronauta') ? sinSueldos : { body: resumenSueldo(url.pathname.split('/').at(-1)!) };
    if (url.pathname === '/api/noticias') {
      const hay = url.searchParams.get('categoria') === 'consejos';
      return { body: { noticias: hay ? [resumen] : [], cantidadRegistros: hay ? 1 : 0, cantidadPaginas: hay ? 1 : 0, paginaActual: 1 } };
    }
    return url.pathname.endsWith('/no-existe') ? noExiste : { body: pagina(url.pathname.split('/').at(-1)!) };
  });
}

const preloadAndRender = (name: string, path: string, url: string, params: Record<string, string>) => renderPreloaded({ loaders, pages, stub }, name, path, url, params);

it.each([
  ['pagina', '/page/:page', '/page/centro-de-ayuda', { page: 'centro-de-ayuda' }, 'centro-de-ayuda'],
  ['terminosYCondiciones', '/terminos-y-condiciones', '/terminos-y-condiciones', {}, 'terminos-y-condiciones'],
  ['politicaDePrivacidad', '/politica-de-privacidad', '/politica-de-privacidad', {}, 'politica-de-privacidad'],
  ['politicaDeCookies', '/politica-de-cookies', '/politica-de-cookies', {}, 'politica-de-cookies'],
  ['informacionDelEvento', '/informacion-del-evento', '/informacion-del-evento', {}, 'informacion-del-evento'],
])('%s: the preloaded page shows without asking for it', async (name, path, url, params, slug) => {
  const requests = await preloadAndRender(name, path, url, params);
  expect(await screen.findByRole('heading', { level: 1, name: `Página ${slug}` })).toBeInTheDocument();
  await act(async () => {});
  expect(requests).toEqual([]);
});

it.each([
  ['noticia', '/noticias/:noticia', '/noticias/12-como-negociar-tu-sueldo', { noticia: '12-como-negociar-tu-sueldo' }, 'Cómo negociar tu sueldo'],
  ['noticiasCategoria', '/noticias/categoria/:categoria', '/noticias/categoria/consejos', { categoria: 'consejos' }, 'Noticias: Consejos'],
])('%s: the preloaded news show without asking for them', async (name, path, url, params, heading) => {
  const requests = await preloadAndRender(name, path, url, params);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await act(async () => {});
  expect(requests).toEqual([]);
});

it.each([
  ['eventos', '/eventos', '/eventos', {}, 'Feria Laboral de Santiago'],
  ['evento', '/eventos/:evento', '/eventos/7-feria-laboral-de-santiago', { evento: '7-feria-laboral-de-santiago' }, 'Feria Laboral de Santiago'],
  ['empresas', '/empresas', '/empresas', {}, 'Minera Andina'],
])('%s: the preloaded events and companies show without asking for them', async (name, path, url, params, titulo) => {
  const requests = await preloadAndRender(name, path, url, params);
  expect(await screen.findByText(titulo)).toBeInTheDocument();
  await act(async () => {});
  expect(requests).toEqual([]);
});

/** What the edge makes of a route's subject: its metadata, a 404 or the right path. */
async function subjectMeta(name: RouteName, params: Record<string, string>) {
  const query = subjectOf(routeByName(name), params, DEFAULT_PORTAL_CONFIG.idDominio)!;
  return readSubject(query, await query.fetch().then((answer) => ({ answer }), failedSubject));
}

it('an event or an article under a wrong slug moves to the right one', async () => {
  stub();
  expect((await subjectMeta('evento', { evento: '7-otro' })).redirect).toBe('/eventos/7-feria-laboral-de-santiago');
  expect((await subjectMeta('noticia', { noticia: '12-titulo-viejo' })).redirect).toBe('/noticias/12-como-negociar-tu-sueldo');
  expect((await subjectMeta('noticia', { noticia: '12-como-negociar-tu-sueldo' })).redirect).toBeUndefined();
});

it('a category without news is left to the browser, which shows the 404 page', async () => {
  stub();
  await expect(loaders.noticiasCategoria!(loaderArgs({ params: { categoria: 'no-existe' } }))).rejects.toThrow();
});

it('a page the portal does not have, or a position without salaries, is the 404 page', async () => {
  stub();
  expect(await subjectMeta('pagina', { page: 'no-existe' })).toEqual({ notFound: true });
  expect(await subjectMeta('informesDeSueldo', { teaser: 'astronauta' })).toEqual({ notFound: true });
});

it.each([
  ['informesDeSueldo', '/informes-de-sueldo/:teaser', '/informes-de-sueldo/contador-general', { teaser: 'contador-general' }, 'Sueldo de Contador General en Chile'],
  ['informeSueldoTeaser', '/informe-de-sueldo-teaser', '/informe-de-sueldo-teaser', {}, 'Ejemplo: Ejecutivo de Ventas'],
])('%s: the preloaded salary figures show without asking for them', async (name, path, url, params, heading) => {
  const requests = await preloadAndRender(name, path, url, params);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  await act(async () => {});
  expect(requests).toEqual([]);
});

it('informeSueldoTeaser: a portal without the sample position gets the first one it has a report of, and no 404', async () => {
  const { requests } = stub();
  await preloadPage(loaders, 'informeSueldoTeaser', '/informe-de-sueldo-teaser', {});
  const pedidos = requests.map((request) => request.url.pathname);
  expect(pedidos).toContain('/api/informes-sueldo/cargo/cajero');
  expect(pedidos).not.toContain('/api/informes-sueldo/cargo/ejecutivo-de-ventas');
});
