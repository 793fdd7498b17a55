import { slugify } from '../format';
import { href, ofertaSegment, parseOfertaParam, ROUTES } from './index';

describe('offer path segments', () => {
  it('takes the id from the end of a slug', () => {
    expect(parseOfertaParam('desarrollador-frontend-senior-1234')).toBe(1234);
    expect(parseOfertaParam('42')).toBe(42);
  });

  it('rejects segments without a numeric id', () => {
    expect(parseOfertaParam('desarrollador')).toBeNull();
    expect(parseOfertaParam('abc-12x')).toBeNull();
    expect(parseOfertaParam('-0')).toBeNull();
  });

  it('builds a readable segment without accents', () => {
    expect(ofertaSegment({ idOferta: 7, nombreCargo: 'Enfermera/o Clínica Ñuñoa' })).toBe('enfermera-o-clinica-nunoa-7');
    expect(slugify('  ¡Hola!  ')).toBe('hola');
  });
});

describe('route manifest', () => {
  it('has unique names', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('builds links from route names', () => {
    expect(href('oferta', { oferta: 'cajero-9' })).toBe('/trabajo/cajero-9');
    expect(href('noticias')).toBe('/noticias');
  });
});
