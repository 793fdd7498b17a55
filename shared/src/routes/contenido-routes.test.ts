import { href } from './href';
import { matchRoute } from './match';
import { ROUTES } from './manifest';
import { paginaDeRuta } from './contenido-routes';
import { eventoSegment } from './evento';
import { noticiaSegment, parseNoticiaParam } from './noticia';

const nameOf = (pathname: string) => matchRoute(pathname, 'CORPORATIVO')?.route.name ?? null;

describe('content routes', () => {
  it('shows a CMS page by its slug, and the 404 page for a slug of another shape', () => {
    expect(nameOf('/page/centro-de-ayuda')).toBe('pagina');
    expect(matchRoute('/page/centro-de-ayuda', 'FERIA')?.params).toEqual({ page: 'centro-de-ayuda' });
    expect(nameOf('/page/Centro_de_Ayuda')).toBeNull();
    expect(nameOf('/page/-ayuda')).toBeNull();
    expect(nameOf(`/page/${'a'.repeat(81)}`)).toBeNull();
    expect(href('pagina', { page: 'centro-de-ayuda' })).toBe('/page/centro-de-ayuda');
  });

  it('keeps the content pages public and indexable, owned by mfe-content (the full salary report asks for sign-in: informes-routes.test.ts)', () => {
    const contenido = ROUTES.filter((route) => route.owner === 'mfe_content' && route.name !== 'informeSueldo');
    expect(contenido.map((route) => route.name)).toEqual(expect.arrayContaining(['noticias', 'pagina', 'eventos', 'evento', 'informacionDelEvento', 'empresas']));
    for (const route of contenido) expect(route).toMatchObject({ auth: false, datosBasicos: false, index: true });
  });
});

describe('legal routes', () => {
  it('has a page at each legal path, ranked before the landings', () => {
    expect(nameOf('/terminos-y-condiciones')).toBe('terminosYCondiciones');
    expect(nameOf('/politica-de-privacidad')).toBe('politicaDePrivacidad');
    expect(nameOf('/politica-de-cookies')).toBe('politicaDeCookies');
  });
});

describe('news routes', () => {
  it('shows an article by its leading id, whatever follows it, and the 404 page for a segment without one', () => {
    expect(nameOf('/noticias/12-como-preparar-una-entrevista')).toBe('noticia');
    expect(nameOf('/noticias/12')).toBe('noticia');
    expect(nameOf('/noticias/12-Titulo-Antiguo')).toBe('noticia');
    expect(nameOf('/noticias/abc')).toBeNull();
    expect(nameOf('/noticias/abc-12')).toBeNull();
    expect(nameOf('/noticias/0-cero')).toBeNull();
    expect(parseNoticiaParam('12-como-preparar')).toBe(12);
  });

  it('builds the article link from its id and slug', () => {
    expect(href('noticia', { noticia: noticiaSegment({ idNoticia: 12, slug: 'como-preparar' }) })).toBe('/noticias/12-como-preparar');
    expect(noticiaSegment({ idNoticia: 7, slug: '' })).toBe('7');
  });

  it('lists the news of a category by its slug, in the news layout', () => {
    expect(nameOf('/noticias/categoria/consejos-laborales')).toBe('noticiasCategoria');
    expect(nameOf('/noticias/categoria/Consejos')).toBeNull();
    expect(href('noticiasCategoria', { categoria: 'curriculum' })).toBe('/noticias/categoria/curriculum');
    expect(ROUTES.find((route) => route.name === 'noticia')).toMatchObject({ layout: 'listaNoticias', index: true });
  });
});

describe('paginaDeRuta', () => {
  const pagina = (pathname: string) => {
    const match = matchRoute(pathname, 'CORPORATIVO');
    return match ? paginaDeRuta(match.route, match.params) : null;
  };

  it('names the CMS page of /page/{page} and of each legal path, and none elsewhere', () => {
    expect(pagina('/page/centro-de-ayuda')).toBe('centro-de-ayuda');
    expect(pagina('/terminos-y-condiciones')).toBe('terminos-y-condiciones');
    expect(pagina('/politica-de-privacidad')).toBe('politica-de-privacidad');
    expect(pagina('/politica-de-cookies')).toBe('politica-de-cookies');
    expect(pagina('/informacion-del-evento')).toBe('informacion-del-evento');
    expect(pagina('/noticias')).toBeNull();
    expect(pagina('/eventos')).toBeNull();
  });
});

describe('event and company routes', () => {
  it('shows an event by its leading id, whatever follows it, and the 404 page for a segment without one', () => {
    expect(nameOf('/eventos')).toBe('eventos');
    expect(nameOf('/eventos/7-feria-laboral-de-santiago')).toBe('evento');
    expect(nameOf('/eventos/7')).toBe('evento');
    expect(nameOf('/eventos/feria-7')).toBeNull();
    expect(nameOf('/eventos/0')).toBeNull();
    expect(nameOf('/informacion-del-evento')).toBe('informacionDelEvento');
  });

  it('lists the companies at /empresas, apart from the fair\'s participating companies', () => {
    expect(nameOf('/empresas')).toBe('empresas');
    expect(matchRoute('/empresas-participantes', 'FERIA')?.route.name).toBe('empresasParticipantes');
  });

  it('builds the event link from its id and slug', () => {
    expect(href('evento', { evento: eventoSegment({ idEvento: 7, slug: 'feria-laboral' }) })).toBe('/eventos/7-feria-laboral');
  });
});
