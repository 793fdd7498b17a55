import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FILTROS_DE_LANDINGS, oferta, stubApi } from '@portal/shared/testing';
import type { RemotePages } from '@portal/shared/routes';
import { buildRoutes } from '../../app/router';
import { loadRemote } from '../../testing/federation-runtime';
import { renderWithProviders } from '../../testing/render';

const ofertaDeLaPagina = oferta({
  idOferta: 77,
  idEmpresa: 5,
  nombreCargo: 'Analista Contable',
  nombreEmpresaFantasia: 'Minera Andina',
  urlLogo: null,
  ubicacion: { direccion: null, nombreComuna: 'Antofagasta', nombreRegion: 'Antofagasta', codigoPostal: null, nombrePais: 'Chile' },
  nombreArea: 'Administración',
  nombreTipoCargo: 'Profesional',
  fechaPublicacionFormatoIngles: '2026-11-10',
  fechaExpiracionFormatoIngles: '2026-12-10',
  mostrarSueldo: false,
  sueldo: null,
  nombreMoneda: 'CLP',
  extracto: 'Llevarás la contabilidad',
  descripcionOferta: '<p>Llevarás la contabilidad de la faena.</p>',
  fechaExpiracion: '2026-12-10T23:59:59.000Z',
  aniosExperiencia: 2,
  tiempoContrato: 'Indefinido',
});


const remotePages: Record<string, RemotePages> = {
  'mfe_search/pages': { home: () => <h1>Inicio</h1>, oferta: () => <h1>Detalle de la oferta</h1>, landing: () => <h1>Resultados</h1> },
  'mfe_content/pages': { noticias: () => <h1>Últimas noticias</h1>, pagina: () => <h1>Página</h1>, noticia: () => <h1>Noticia</h1>, evento: () => <h1>Evento</h1>, informesDeSueldo: () => <h1>Informe</h1> },
  'mfe_account/pages': { login: () => <h1>Ingresa a tu cuenta</h1> },
};

const head = (selector: string) => document.head.querySelector(selector);

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes('CORPORATIVO'), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  loadRemote.mockImplementation(async (...args: unknown[]) => ({ pages: remotePages[String(args[0])] }));
  stubApi(({ url }) => {
    if (url.pathname === '/api/ofertas/77') return { body: ofertaDeLaPagina };
    if (url.pathname === '/api/busqueda/filtros') return { body: FILTROS_DE_LANDINGS };
    if (url.pathname === '/api/paginas/centro-de-ayuda') {
      return { body: { slug: 'centro-de-ayuda', titulo: 'Centro de ayuda', descripcion: 'Preguntas frecuentes.', html: '', actualizada: '2026-11-20T13:00:00Z', secciones: [] } };
    }
    if (url.pathname === '/api/noticias/12') {
      const resumen = { idNoticia: 12, titulo: 'Cómo negociar tu sueldo', slug: 'como-negociar-tu-sueldo', resumen: 'Cinco claves.', fechaPublicacion: '2026-11-20T13:00:00Z', urlImagen: null, categoria: { slug: 'consejos', nombre: 'Consejos' } };
      return { body: { ...resumen, cuerpoHtml: '', autor: 'Equipo editorial', minutosLectura: 1, relacionadas: [] } };
    }
    if (url.pathname === '/api/eventos/7') {
      return {
        body: {
          idEvento: 7, titulo: 'Feria Laboral de Santiago', slug: 'feria-laboral-de-santiago', tipo: 'FERIA_LABORAL', resumen: 'Más de 60 empresas.',
          modalidad: 'ONLINE', inicio: '2026-12-07T13:00:00Z', termino: '2026-12-07T21:00:00Z', comuna: null, organizador: 'Municipalidad', finalizado: false,
          descripcionHtml: '', lugar: null, urlOnline: 'https://sala.test', urlInscripcion: null,
        },
      };
    }
    if (url.pathname === '/api/informes-sueldo/cargo/contador-general') {
      const general = { cantidad: 12, p25: 900_000, mediana: 1_100_000, p75: 1_300_000 };
      return { body: { cargo: 'Contador General', slug: 'contador-general', general, distribucion: [], porRegion: [], porExperiencia: [], actualizado: '2026-11-20T13:00:00Z' } };
    }
    return { status: 404, body: {} };
  });
});

afterEach(() => {
  loadRemote.mockReset();
  document.head.innerHTML = '';
});

describe('page metadata in the browser', () => {
  it('changes title, description, canonical link and robots on each navigation', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'Inicio' });
    await waitFor(() => expect(document.title).toBe('Ofertas de empleo | Portal de Empleo'));
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

    await act(() => router.navigate('/ingresa-a-tu-cuenta'));
    await waitFor(() => expect(document.title).toBe('Ingresa a tu cuenta | Portal de Empleo'));
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('titles an offer page with the offer and drops structured data of another page', async () => {
    const stale = document.createElement('script');
    stale.type = 'application/ld+json';
    stale.setAttribute('data-page-path', '/trabajo/otra-oferta-1');
    document.head.append(stale);

    renderAt('/trabajo/analista-77');
    await screen.findByRole('heading', { name: 'Detalle de la oferta' });
    await waitFor(() => expect(document.title).toBe('Analista Contable en Minera Andina | Portal de Empleo'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Llevarás la contabilidad de la faena.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/trabajo/analista-contable-77');
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Analista Contable en Minera Andina');
    expect(head('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Oferta de empleo: Analista Contable en Minera Andina');
    expect(head('meta[name="twitter:image:alt"]')).toHaveAttribute('content', 'Oferta de empleo: Analista Contable en Minera Andina');
    expect(head('script[type="application/ld+json"]')).toBeNull();
  });

  it("names a landing's place or area, with the landing as canonical, and gives an unknown landing the 404 metadata", async () => {
    const router = renderAt('/trabajo-nunoa?pagina=2');
    await screen.findByRole('heading', { name: 'Resultados' });
    await waitFor(() => expect(document.title).toBe('Trabajo en Ñuñoa | Portal de Empleo'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^Ofertas de trabajo en Ñuñoa publicadas en Portal de Empleo\./));
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/trabajo-nunoa');

    await act(() => router.navigate('/trabajo-tecnologia'));
    await waitFor(() => expect(document.title).toBe('Ofertas de empleo de Tecnología | Portal de Empleo'));
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/trabajo-tecnologia');

    await act(() => router.navigate('/trabajo-atlantida'));
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Portal de Empleo'));
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(head('link[rel="canonical"]')).toBeNull();
  });

  it('titles a CMS page, a news article, an event and a salary summary with their own title and summary, and an unknown one as the 404 page', async () => {
    const router = renderAt('/page/centro-de-ayuda');
    await waitFor(() => expect(document.title).toBe('Centro de ayuda | Portal de Empleo'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Preguntas frecuentes.');

    await act(() => router.navigate('/noticias/12-como-negociar-tu-sueldo'));
    await waitFor(() => expect(document.title).toBe('Cómo negociar tu sueldo | Portal de Empleo'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Cinco claves.');

    await act(() => router.navigate('/eventos/7-feria-laboral-de-santiago'));
    await waitFor(() => expect(document.title).toBe('Feria Laboral de Santiago | Portal de Empleo'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Más de 60 empresas.');

    await act(() => router.navigate('/informes-de-sueldo/contador-general'));
    await waitFor(() => expect(document.title).toBe('Sueldo de Contador General | Portal de Empleo'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^Sueldo ofrecido para Contador General en Chile: mediana de \$1\.100\.000 en 12 ofertas/));

    await act(() => router.navigate('/informes-de-sueldo/astronauta-lunar'));
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Portal de Empleo'));

    await act(() => router.navigate('/page/no-existe'));
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Portal de Empleo'));
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('marks the 404 page noindex', async () => {
    renderAt('/no-existe');
    await screen.findByRole('heading', { name: 'Page not found: /no-existe' });
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Portal de Empleo'));
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('the head the edge wrote', () => {
  it('stays on the page the edge rendered, and the browser writes every head from the first navigation on', async () => {
    document.head.innerHTML = '<meta name="robots" content="index, follow" data-page-meta />';
    document.title = 'Ofertas de empleo | Portal del edge';
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'Inicio' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('Ofertas de empleo | Portal del edge');

    // Another query string on the same path (a filter, a page of results) keeps the edge's head.
    await act(() => router.navigate('/?pagina=2'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('Ofertas de empleo | Portal del edge');

    await act(() => router.navigate('/ingresa-a-tu-cuenta'));
    await waitFor(() => expect(document.title).toBe('Ingresa a tu cuenta | Portal de Empleo'));
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.title).toBe('Ofertas de empleo | Portal de Empleo'));
  });

  it('is written at once where nothing wrote it (the dev server)', async () => {
    renderAt('/ingresa-a-tu-cuenta');
    await waitFor(() => expect(document.title).toBe('Ingresa a tu cuenta | Portal de Empleo'));
  });
});
