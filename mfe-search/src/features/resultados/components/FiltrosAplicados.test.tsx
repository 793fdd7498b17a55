import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { renderResultados, stubSearch } from '../testing';

describe('applied filters as chips above the results', () => {
  beforeEach(() => { sessionStorage.clear(); });

  it('shows each applied filter by name, and removing one chip removes only its value from the search', async () => {
    const { searches } = stubSearch();
    const { user, search } = renderResultados('/trabajo-empleo?palabraClave=cajero&region=13,5&jornadas=TURNOS&sueldoDesde=500000&sueldoHasta=800000');

    const chips = await screen.findByRole('list', { name: 'Filtros aplicados' });
    expect(within(chips).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Quitar filtro Región Metropolitana de Santiago',
      'Quitar filtro Región de Valparaíso',
      'Quitar filtro Sueldo $500.000 a $800.000',
      'Quitar filtro Por turnos',
      null,
    ]);

    await user.click(screen.getByRole('button', { name: 'Quitar filtro Región de Valparaíso' }));
    expect(search().toString()).toBe('palabraClave=cajero&region=13&jornadas=TURNOS&sueldoDesde=500000&sueldoHasta=800000');
    const sueldo = await screen.findByRole('button', { name: 'Quitar filtro Sueldo $500.000 a $800.000' });
    await user.click(sueldo);
    expect(search().toString()).toBe('palabraClave=cajero&region=13&jornadas=TURNOS');
    await waitForElementToBeRemoved(sueldo);
    // Focus lands on the chip that took the removed one's place, not on the page's start.
    await waitFor(() => { expect(screen.getByRole('button', { name: 'Quitar filtro Por turnos' })).toHaveFocus(); });
    expect(searches().at(-1)).toMatchObject({ palabraClave: 'cajero', region: '13', jornadas: 'TURNOS' });
    expect(searches().at(-1)).not.toHaveProperty('sueldoDesde');
  });

  it('«Limpiar filtros» removes every filter and keeps the keyword and the order', async () => {
    stubSearch();
    const { user, search } = renderResultados('/trabajo-empleo?palabraClave=cajero&orden=RANKING&comuna=1301&idEmpresas=77&esInclusivo=true&operadorExp=ENTRE&aniosExpDesde=1&aniosExpHasta=3');

    const chips = await screen.findByRole('list', { name: 'Filtros aplicados' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Ñuñoa',
      'Banco del Pacífico',
      'Experiencia: entre 1 y 3 años',
      'Ofertas inclusivas',
      'Limpiar filtros',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'Limpiar filtros' }));
    expect(search().toString()).toBe('palabraClave=cajero&orden=RANKING');
    await waitForElementToBeRemoved(chips);
    // The chips are gone: focus goes to the page's title, from where the results follow.
    await waitFor(() => { expect(screen.getByRole('heading', { level: 1 })).toHaveFocus(); });
  });
});
