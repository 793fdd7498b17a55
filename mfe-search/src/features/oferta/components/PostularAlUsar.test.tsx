import { screen } from '@testing-library/react';
import { oferta } from '../../../testing/fixtures';
import { apiDeOferta, renderOferta } from '../../../testing/pagina-oferta';

// Records when the apply form's module is evaluated: in the browser, when its chunk is fetched.
const registro = globalThis as { formularioCargado?: boolean };
jest.mock('./PostularForm', () => {
  (globalThis as { formularioCargado?: boolean }).formularioCargado = true;
  return jest.requireActual('./PostularForm');
});

describe('the apply form’s code', () => {
  it('is fetched when the candidate presses «Postular», not with the offer', async () => {
    apiDeOferta(oferta());
    const { user } = renderOferta();
    const postular = await screen.findByRole('button', { name: 'Postular' });
    expect(registro.formularioCargado).toBeUndefined();

    await user.click(postular);
    expect(await screen.findByRole('form', { name: 'Postular a Cajero bancario' })).toBeInTheDocument();
    expect(registro.formularioCargado).toBe(true);
  });
});
