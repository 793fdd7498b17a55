import { opcionesOrden, OPCIONES_ORDEN, valorOrden } from './ordenes';

describe('order options', () => {
  it('map each option to one pair of the orden and tipoOrden parameters, newest first by default', () => {
    expect(OPCIONES_ORDEN.map(({ nombre, orden, tipoOrden }) => [nombre, orden, tipoOrden])).toEqual([
      ['Más recientes', 'FECHA_PUBLICACION', 'DESC'],
      ['Más relevantes', 'RANKING', 'DESC'],
      ['Más cercanas', 'GEOLOCALIZACION', 'DESC'],
      ['Más antiguas', 'FECHA_PUBLICACION', 'ASC'],
      ['Al azar', 'ALEATORIO', 'DESC'],
    ]);
    expect(new Set(OPCIONES_ORDEN.map((o) => o.valor)).size).toBe(OPCIONES_ORDEN.length);
  });

  it('add the pair of an older link that is none of them, named after both parameters', () => {
    expect(opcionesOrden({ orden: 'RANKING', tipoOrden: 'DESC' })).toBe(OPCIONES_ORDEN);
    const conAntigua = opcionesOrden({ orden: 'RANKING', tipoOrden: 'ASC' });
    expect(conAntigua.at(-1)).toEqual({ orden: 'RANKING', tipoOrden: 'ASC', valor: valorOrden({ orden: 'RANKING', tipoOrden: 'ASC' }), nombre: 'Relevancia, ascendente' });
  });
});
