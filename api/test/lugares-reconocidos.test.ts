// The places a keyword names over the whole catalogue of comunas and regions (lugares.ts, palabra-clave.ts):
// multi-word names, with or without accents, regions, and the short forms people type.
import { REGIONES } from '../src/db/seed/chile';
import { lugaresPorClave, type Lugar } from '../src/busqueda/lugares';
import { unidadesDe } from '../src/busqueda/palabra-clave';

let id = 0;
const CATALOGO: Lugar[] = REGIONES.flatMap((r, i) => r.comunas.map((comuna) => ({ idComuna: ++id, comuna, idRegion: i + 1, region: r.nombre, lat: null, lon: null })));
const lugares = lugaresPorClave(CATALOGO);

/** The comuna (or, for a region, «Región …») a keyword names, and the words left to search the job by. */
function leer(palabraClave: string): { lugar?: string; resto: string } {
  const unidades = unidadesDe(palabraClave, lugares);
  const unidad = unidades.find((u) => u.lugar);
  const lugar = unidad && lugares.get(unidad.lugar!);
  const resto = unidades.filter((u) => !u.lugar).map((u) => u.palabras.join(' ')).join(' ');
  return { ...(lugar ? { lugar: lugar.comuna ?? lugar.region } : {}), resto };
}

describe('a place in the keyword, over the catalogue', () => {
  it('recognises multi-word comunas with or without accents and leaves the job words', () => {
    expect(leer('garzon viña del mar')).toEqual({ lugar: 'Viña del Mar', resto: 'garzon' });
    expect(leer('garzon vina del mar')).toEqual({ lugar: 'Viña del Mar', resto: 'garzon' });
    expect(leer('cocinero Puerto Montt')).toEqual({ lugar: 'Puerto Montt', resto: 'cocinero' });
    expect(leer('cajero la florida')).toEqual({ lugar: 'La Florida', resto: 'cajero' });
    expect(leer('vendedor san pedro de la paz')).toEqual({ lugar: 'San Pedro de la Paz', resto: 'vendedor' });
    expect(leer('guardia en Ñuñoa')).toEqual({ lugar: 'Ñuñoa', resto: 'guardia en' });
  });

  it('recognises regions, with or without "Región de" and their article', () => {
    expect(leer('tens region de la araucania')).toEqual({ lugar: 'Región de La Araucanía', resto: 'tens' });
    expect(leer('tens Araucanía')).toEqual({ lugar: 'Región de La Araucanía', resto: 'tens' });
    expect(leer('profesor biobio')).toEqual({ lugar: 'Región del Biobío', resto: 'profesor' });
    // The comuna that gives its region its name is the comuna; the region, said as one, is the region.
    expect(leer('enfermera valparaiso')).toEqual({ lugar: 'Valparaíso', resto: 'enfermera' });
    expect(leer('enfermera region de valparaiso')).toEqual({ lugar: 'Región de Valparaíso', resto: 'enfermera' });
  });

  it('recognises the short forms people type', () => {
    expect(leer('garzon viña').lugar).toBe('Viña del Mar');
    expect(leer('prevencionista conce').lugar).toBe('Concepción');
    expect(leer('contador stgo').lugar).toBe('Santiago');
    expect(leer('cocinero pto montt')).toEqual({ lugar: 'Puerto Montt', resto: 'cocinero' });
    expect(leer('guardia valpo').lugar).toBe('Valparaíso');
    expect(leer('secretaria region metropolitana').lugar).toBe('Región Metropolitana de Santiago');
  });

  it('takes a comuna that is also a job or company word for a place only after "en" or alone', () => {
    expect(leer('profesor liceo independencia')).toEqual({ resto: 'profesor liceo independencia' });
    expect(leer('profesor en independencia')).toEqual({ lugar: 'Independencia', resto: 'profesor en' });
    expect(leer('los angeles')).toEqual({ lugar: 'Los Ángeles', resto: '' });
    expect(leer('vendedor los angeles').lugar).toBeUndefined();
    expect(leer('vendedor en Los Ángeles').lugar).toBe('Los Ángeles');
  });

  it('never reads a place in a word of a longer name or without its article', () => {
    expect(leer('conductor camion cisterna').lugar).toBeUndefined();
    expect(leer('operario granja avicola').lugar).toBeUndefined();
  });
});
