import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { SearchBox } from '../SearchBox';

// Records when the suggestions' module is evaluated: in the browser, when its chunk is fetched.
const registro = globalThis as { sugerenciasCargadas?: boolean };
jest.mock('./SugerenciasDelCampo', () => {
  (globalThis as { sugerenciasCargadas?: boolean }).sugerenciasCargadas = true;
  return jest.requireActual('./SugerenciasDelCampo');
});

describe('the search suggestions’ code', () => {
  it('is fetched when the visitor first focuses the search field, not with the box', async () => {
    stubApi(() => ({ body: { cargos: [{ nombre: 'Garzón / Mesera', cantidad: 3 }], lugares: [] } }));
    const { user } = renderPage(<SearchBox labelVisible />, { path: '/' });
    const box = screen.getByRole('combobox', { name: 'Buscar ofertas' });
    expect(registro.sugerenciasCargadas).toBeUndefined();

    await user.type(box, 'gar');
    expect(await screen.findByRole('option', { name: /Garzón \/ Mesera/ })).toBeInTheDocument();
    expect(registro.sugerenciasCargadas).toBe(true);
    expect(box).toHaveFocus();
  });
});
