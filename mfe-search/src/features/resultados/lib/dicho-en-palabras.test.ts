import { filtrosDeCondiciones, lineaDeLugar } from './dicho-en-palabras';

describe('what the keyword said in words', () => {
  it('says how many offers are in the comuna named and in its region', () => {
    expect(lineaDeLugar({ comuna: 'Temuco', enComuna: 12, region: 'Región de La Araucanía', enRegion: 30 })).toBe('12 en Temuco · 30 en la Región de La Araucanía');
    expect(lineaDeLugar({ region: 'Región del Biobío', enRegion: 1250 })).toBe('1.250 en la Región del Biobío');
  });

  it('makes each condition a chip whose removal searches the keyword without its words', () => {
    expect(filtrosDeCondiciones([{ nombre: 'Sin experiencia', palabraClave: 'cajero' }])).toEqual([
      { key: 'condicion:Sin experiencia', nombre: 'Sin experiencia', quitar: { palabraClave: 'cajero' } },
    ]);
    expect(filtrosDeCondiciones(undefined)).toEqual([]);
  });
});
