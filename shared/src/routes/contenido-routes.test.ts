import { href } from './href';
import { matchRoute } from './match';
import { ROUTES } from './manifest';

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

  it('keeps the content pages public and indexable, owned by mfe-content', () => {
    const contenido = ROUTES.filter((route) => route.owner === 'mfe_content');
    expect(contenido.map((route) => route.name)).toEqual(expect.arrayContaining(['noticias', 'pagina']));
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
