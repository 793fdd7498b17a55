import { FILTROS_DE_LANDINGS } from '../testing/filtros';
import { href, landingSegment, matchRoute, parseCategoriaParam, parseIdParam, parseLandingParam, resolveLanding } from './index';

describe('search route matchers', () => {
  it('reads the landing slug after the trabajo- prefix and rejects other segments', () => {
    expect(parseLandingParam('trabajo-nunoa')).toBe('nunoa');
    expect(parseLandingParam('trabajo-region-metropolitana-de-santiago')).toBe('region-metropolitana-de-santiago');
    expect(parseLandingParam('trabajo-')).toBeNull();
    expect(parseLandingParam('empleo-nunoa')).toBeNull();
    expect(parseLandingParam('trabajo-Ñuñoa')).toBeNull();
    expect(href('landing', { landing: landingSegment('nunoa') })).toBe('/trabajo-nunoa');
  });

  it('reads the category id before its slug and channel ids as positive integers', () => {
    expect(parseCategoriaParam('12-tecnologia')).toBe(12);
    expect(parseCategoriaParam('tecnologia')).toBeNull();
    expect(parseCategoriaParam('0-tecnologia')).toBeNull();
    expect(parseIdParam('5')).toBe(5);
    expect(parseIdParam('5a')).toBeNull();
  });

  it.each([
    ['/trabajo-empleo', 'trabajoEmpleo'],
    ['/trabajo-empleo/chile', 'trabajoEmpleoChile'],
    ['/trabajo-empleo/cajero', 'trabajoEmpleoCargo'],
    ['/trabajo-empleo/cajero/trabajo/cajero-12', 'trabajoEmpleoCargoOferta'],
    ['/trabajo-nunoa', 'landing'],
    ['/trabajo-nunoa/trabajo/cajero-12', 'landingOferta'],
    ['/canal/3', 'canal'],
    ['/canal/3/trabajo/cajero-12', 'canalOferta'],
    ['/empleo-categoria/4-salud', 'categoria'],
    ['/empleo-categoria/4-salud/trabajo/12', 'categoriaOferta'],
    ['/noticias', 'noticias'],
    ['/trabajo/cajero-12', 'oferta'],
    ['/empleos-nunoa', null],
    ['/canal/abc', null],
    ['/empleo-categoria/salud', null],
  ])('matches %s to the route %s (null: a bad segment, left to the 404 page)', (path, ruta) => {
    expect(matchRoute(path, 'CORPORATIVO')?.route.name ?? null).toBe(ruta);
  });
});

describe('resolveLanding', () => {
  const filtros = FILTROS_DE_LANDINGS;

  it('names a region, a comuna, an area or a job type by its slug', () => {
    expect(resolveLanding('region-metropolitana-de-santiago', filtros)).toEqual({
      slug: 'region-metropolitana-de-santiago',
      tipo: 'lugar',
      nombre: 'Región Metropolitana de Santiago',
      heading: 'Trabajo en Región Metropolitana de Santiago',
      base: { region: '13' },
    });
    expect(resolveLanding('nunoa', filtros)).toMatchObject({ tipo: 'lugar', nombre: 'Ñuñoa', heading: 'Trabajo en Ñuñoa', base: { comuna: '1301' } });
    expect(resolveLanding('tecnologia', filtros)).toMatchObject({
      tipo: 'rubro',
      heading: 'Ofertas de empleo de Tecnología',
      base: { nombreArea: 'Tecnología' },
    });
    expect(resolveLanding('practica', filtros)).toMatchObject({ tipo: 'rubro', heading: 'Ofertas de empleo de Práctica', base: { nombreTipoCargo: 'Práctica' } });
  });

  it('resolves nothing for a slug the data does not have', () => {
    expect(resolveLanding('atlantida', filtros)).toBeNull();
  });
});
