import { PARAMETROS_BUSQUEDA } from '@portal/shared/contract';
import {
  countFilters,
  DEFAULT_SEARCH_STATE,
  PARAMETROS_DE_CONTEXTO,
  parseEstadoBusqueda,
  serializeSearchState,
  type EstadoBusqueda,
} from './estado-busqueda';

const roundTrip = (state: EstadoBusqueda) => parseEstadoBusqueda(serializeSearchState(state));

describe('search state in the URL', () => {
  it('holds every search parameter the portal, route or session does not give', () => {
    expect([...Object.keys(DEFAULT_SEARCH_STATE), ...PARAMETROS_DE_CONTEXTO].sort()).toEqual([...PARAMETROS_BUSQUEDA].sort());
  });

  it('reads an empty query as page 1, newest first', () => {
    expect(parseEstadoBusqueda(new URLSearchParams())).toEqual(DEFAULT_SEARCH_STATE);
    expect(serializeSearchState(DEFAULT_SEARCH_STATE).toString()).toBe('');
  });

  it('keeps every filter through a round trip', () => {
    const state: EstadoBusqueda = {
      palabraClave: 'enfermera ñuñoa',
      pagina: 3,
      orden: 'RANKING',
      tipoOrden: 'ASC',
      idEmpresas: [4, 9],
      ofertaConfidencial: true,
      region: [13],
      comuna: [101, 102],
      nombreTipoCargo: ['Profesional'],
      nombreArea: ['Salud', 'Tecnología'],
      carreras: ['Enfermería'],
      fechaPublicacion: 'ULTIMA_SEMANA',
      jornadas: ['COMPLETA', 'TURNOS'],
      operadorExp: 'ENTRE',
      aniosExperiencia: null,
      aniosExpDesde: 1,
      aniosExpHasta: 5,
      gradoEscolar: 'UNIVERSITARIO',
      esInclusivo: true,
      sueldoDesde: 800000,
      sueldoHasta: 1200000,
      tipoCurriculumAceptado: 'ARCHIVO',
      idCategorias: [7],
    };
    expect(roundTrip(state)).toEqual(state);
    expect(serializeSearchState(state).get('nombreArea')).toBe('Salud,Tecnología');
  });

  it('drops bad values instead of failing', () => {
    const state = parseEstadoBusqueda(
      new URLSearchParams(
        'pagina=-2&orden=CUALQUIERA&tipoOrden=asc&region=13,abc,0,13&jornadas=COMPLETA,NOCHE&aniosExpDesde=99&sueldoDesde=1e9&fechaPublicacion=AYER&esInclusivo=si&gradoEscolar=',
      ),
    );
    expect(state).toEqual({ ...DEFAULT_SEARCH_STATE, region: [13], jornadas: ['COMPLETA'] });
  });

  it('counts the chosen filters but not the keyword, page or order', () => {
    expect(countFilters({ ...DEFAULT_SEARCH_STATE, palabraClave: 'cajero', pagina: 2, region: [13], esInclusivo: true })).toBe(2);
  });
});
