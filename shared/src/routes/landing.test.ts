import { href, landingSegment, matchRoute, parseCategoriaParam, parseIdParam, parseLandingParam } from './index';

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

  it('matches each results path to its route and leaves bad segments to the 404 page', () => {
    const name = (path: string) => matchRoute(path, 'CORPORATIVO')?.route.name ?? null;
    expect(name('/trabajo-empleo')).toBe('trabajoEmpleo');
    expect(name('/trabajo-empleo/chile')).toBe('trabajoEmpleoChile');
    expect(name('/trabajo-empleo/cajero')).toBe('trabajoEmpleoCargo');
    expect(name('/trabajo-empleo/cajero/trabajo/cajero-12')).toBe('trabajoEmpleoCargoOferta');
    expect(name('/trabajo-nunoa')).toBe('landing');
    expect(name('/trabajo-nunoa/trabajo/cajero-12')).toBe('landingOferta');
    expect(name('/canal/3')).toBe('canal');
    expect(name('/canal/3/trabajo/cajero-12')).toBe('canalOferta');
    expect(name('/empleo-categoria/4-salud')).toBe('categoria');
    expect(name('/empleo-categoria/4-salud/trabajo/12')).toBe('categoriaOferta');
    expect(name('/noticias')).toBe('noticias');
    expect(name('/trabajo/cajero-12')).toBe('oferta');
    expect(name('/empleos-nunoa')).toBeNull();
    expect(name('/canal/abc')).toBeNull();
    expect(name('/empleo-categoria/salud')).toBeNull();
  });
});
