import { screen, waitFor } from '@testing-library/react';
import { renderResultados, stubSearch } from '../testing';

// Records when the chips' module is evaluated: in the browser, when its chunk is fetched.
const registro = globalThis as { chipsCargados?: boolean };
jest.mock('./FiltrosAplicadosDeBusqueda', () => {
  (globalThis as { chipsCargados?: boolean }).chipsCargados = true;
  return jest.requireActual('./FiltrosAplicadosDeBusqueda');
});

describe('the applied filters’ code', () => {
  it('is not fetched for a search without filters, but once a pointer has come over the filters', async () => {
    stubSearch();
    const { user } = renderResultados('/trabajo-empleo?palabraClave=cajero');
    const panel = await screen.findByRole('complementary', { name: 'Filtros' });
    await screen.findByRole('checkbox', { name: 'Por turnos (80)' });
    expect(registro.chipsCargados).toBeUndefined();

    // In the next idle moment, not inside the pointer's event.
    await user.hover(panel);
    expect(registro.chipsCargados).toBeUndefined();
    await waitFor(() => { expect(registro.chipsCargados).toBe(true); });

    await user.click(screen.getByRole('checkbox', { name: 'Por turnos (80)' }));
    expect(await screen.findByRole('button', { name: 'Quitar filtro Por turnos' })).toBeInTheDocument();
  });
});
