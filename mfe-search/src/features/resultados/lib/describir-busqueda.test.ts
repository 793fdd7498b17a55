import { filtrosBusqueda } from '../../../testing/fixtures';
import { describirBusqueda, nombreDeAlerta } from './describir-busqueda';

describe('a search in words', () => {
  it('names each filter the alert keeps as the filter panel does', () => {
    const params = { idDominio: 857, palabraClave: ' vendedor ', comuna: '1302', jornadas: 'TURNOS', idEmpresas: '77', sueldoDesde: 800000, sueldoHasta: 1200000, esInclusivo: true };
    expect(describirBusqueda(params, filtrosBusqueda())).toEqual([
      '«vendedor»',
      'Providencia',
      'Por turnos',
      'Banco del Pacífico',
      'Sueldo $800.000 a $1.200.000',
      'Ofertas inclusivas',
    ]);
  });

  it('names the alert by its keyword and place, else by the page', () => {
    const enRegion = { idDominio: 857, palabraClave: 'vendedor', region: '5' };
    expect(nombreDeAlerta(enRegion, filtrosBusqueda(), 'Ofertas de empleo')).toBe('Vendedor en Región de Valparaíso');
    expect(nombreDeAlerta({ idDominio: 857, palabraClave: 'cajera', jornadas: 'COMPLETA' }, filtrosBusqueda(), 'Ofertas de empleo')).toBe('Cajera');
    expect(nombreDeAlerta({ idDominio: 857 }, filtrosBusqueda(), 'Trabajo en Ñuñoa')).toBe('Trabajo en Ñuñoa');
  });

  it('never shows an id for a place whose name has not arrived yet', () => {
    const enRegion = { idDominio: 857, palabraClave: 'vendedor', region: '5' };
    expect(describirBusqueda(enRegion, undefined)).toEqual(['«vendedor»']);
    expect(nombreDeAlerta(enRegion, undefined, 'Ofertas de empleo')).toBe('Vendedor');
  });
});
