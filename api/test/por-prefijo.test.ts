// The word index behind the search suggestions on its own: which texts a typed text finds.
import { IndicePorPrefijo, palabras } from '../src/busqueda/sugerencias/por-prefijo';

describe('IndicePorPrefijo', () => {
  const textos = ['Garzón / Mesera', 'Garzón de Eventos', 'Viña del Mar', 'Ñuñoa', 'Jefe de Garzones'];
  const indice = new IndicePorPrefijo(textos.map(palabras));
  const buscar = (texto: string) => indice.buscar(palabras(texto)).map((t) => textos[t]).sort();

  it('finds the texts with a word starting with what was typed, accents and case ignored', () => {
    expect(buscar('GAR')).toEqual(['Garzón / Mesera', 'Garzón de Eventos', 'Jefe de Garzones']);
    expect(buscar('vina')).toEqual(['Viña del Mar']);
    expect(buscar('ÑUÑ')).toEqual(['Ñuñoa']);
    expect(buscar('arzon')).toEqual([]);
  });

  it('wants every word typed, in any order, each the start of some word', () => {
    expect(buscar('garzon eve')).toEqual(['Garzón de Eventos']);
    expect(buscar('de garz')).toEqual(['Garzón de Eventos', 'Jefe de Garzones']);
    expect(buscar('mar del vi')).toEqual(['Viña del Mar']);
    expect(buscar('garzon zzz')).toEqual([]);
  });

  it('gives each text once, however many of its words start with the prefix', () => {
    const repetido = new IndicePorPrefijo([palabras('Mesero Mesera Mesón')]);
    expect(repetido.buscar(['mes'])).toEqual([0]);
    expect(repetido.buscar([])).toEqual([]);
  });
});
