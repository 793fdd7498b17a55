import { screen } from '@testing-library/react';
import { oferta } from '../../../testing/fixtures';
import { apiDeOferta, estadoConCurriculum, renderOferta } from '../../../testing/pagina-oferta';

// Records when quick apply's sending module is evaluated: in the browser, when its chunk is fetched.
const registro = globalThis as { envioRapidoCargado?: boolean };
jest.mock('../lib/postulacion-rapida', () => {
  (globalThis as { envioRapidoCargado?: boolean }).envioRapidoCargado = true;
  return jest.requireActual('../lib/postulacion-rapida');
});

describe('quick apply’s sending code', () => {
  it('is fetched when the candidate taps «Postulación rápida», not with the offer', async () => {
    apiDeOferta(oferta({ postulacionRapida: true }), {
      estado: estadoConCurriculum,
      otras: (r) => (r.url.pathname === '/api/postulaciones' ? { status: 201, body: { idPostulacion: 99, idOferta: 1234, origen: 'POSTULA_FACIL', fecha: '2026-11-22T12:00:00.000Z' } } : undefined),
    });
    const { user } = renderOferta();
    const rapida = await screen.findByRole('button', { name: 'Postulación rápida' });
    expect(registro.envioRapidoCargado).toBeUndefined();

    await user.click(rapida);
    expect(await screen.findByRole('heading', { level: 1, name: '¡Postulaste con éxito!' })).toBeInTheDocument();
    expect(registro.envioRapidoCargado).toBe(true);
  });
});
