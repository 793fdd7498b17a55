import { filtrosQueryKey } from '@portal/shared/api';
import { createRespuestasDelPortal } from './respuestas-del-portal';

describe('respuestas del portal', () => {
  const filtros = { regiones: [] };

  it('keeps a portal’s filter options for a minute, and no answer of a single page', () => {
    let ahora = 0;
    const delPortal = createRespuestasDelPortal({ ttlMs: 60_000, now: () => ahora });
    delPortal.guardar(857, { [filtrosQueryKey(857)]: filtros, 'busqueda:{}': { ofertas: [] } });
    expect(delPortal.vigentes(857)).toEqual({ [filtrosQueryKey(857)]: filtros });
    expect(delPortal.vigentes(901)).toEqual({});
    ahora = 60_000;
    expect(delPortal.vigentes(857)).toEqual({});
  });

  it('keeps the first answer until it expires, then the next page’s', () => {
    let ahora = 0;
    const delPortal = createRespuestasDelPortal({ ttlMs: 60_000, now: () => ahora });
    const nuevas = { regiones: [{ idRegion: 13 }] };
    delPortal.guardar(857, { [filtrosQueryKey(857)]: filtros });
    delPortal.guardar(857, { [filtrosQueryKey(857)]: nuevas });
    expect(delPortal.vigentes(857)[filtrosQueryKey(857)]).toBe(filtros);
    ahora = 61_000;
    delPortal.guardar(857, { [filtrosQueryKey(857)]: nuevas });
    expect(delPortal.vigentes(857)[filtrosQueryKey(857)]).toBe(nuevas);
  });
});
